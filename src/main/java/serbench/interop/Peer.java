package serbench.interop;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Another language's side: the project's {@code interop/<language>/peer}, a program that reads a job folder's
 * job.json and writes its result.json (docs/interop.md). Adding a language is adding such a folder.
 */
record Peer(String language, Path program) {
    /** Long enough for a first use that builds the language's environment from the package registry. */
    private static final long LIMIT_MINUTES = 15;
    /** A peer's exit status for "this language is not installed here"; its last line says what to install. */
    private static final int UNAVAILABLE = 2;
    private static final String PROGRESS = "[interop]";

    /** Every language of the project's interop/ folder, by name. */
    static List<Peer> in(Path project) throws IOException {
        try (Stream<Path> dirs = Files.list(project.resolve("interop"))) {
            return dirs.filter(d -> Files.isExecutable(d.resolve("peer"))).sorted()
                .map(d -> new Peer(d.getFileName().toString(), d.resolve("peer"))).toList();
        }
    }

    /**
     * Runs the peer on {@code job}. Its stderr lines that start with {@code [interop]} are progress, passed to
     * {@code progress} as they come; the others (its complaint, a traceback) are kept for a failure's message.
     */
    void run(PeerJob job, Consumer<String> progress) throws IOException, InterruptedException, PeerUnavailableException {
        Process p = job.start(new ProcessBuilder(program.toString(), job.dir().toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD));
        List<String> said = Collections.synchronizedList(new ArrayList<>());
        // read on a thread of its own, so that the time limit holds even for a peer that never closes its stderr
        Thread reader = new Thread(() -> forward(p, progress, said), "interop-" + language + "-stderr");
        reader.setDaemon(true);
        reader.start();
        if (!p.waitFor(LIMIT_MINUTES, TimeUnit.MINUTES)) {
            PeerJob.stop(p);
            throw new IOException(language + " peer did not finish within " + LIMIT_MINUTES + " minutes");
        }
        job.requireRunning();
        reader.join(TimeUnit.SECONDS.toMillis(10));
        String last = said.isEmpty() ? "" : said.get(said.size() - 1);
        if (p.exitValue() == UNAVAILABLE) throw new PeerUnavailableException("interop needs " + language + ": " + last);
        if (p.exitValue() != 0) {
            said.forEach(line -> progress.accept("[" + language + "] " + line));
            throw new IOException(language + " peer failed (exit " + p.exitValue() + "): " + last);
        }
    }

    private void forward(Process p, Consumer<String> progress, List<String> said) {
        try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            for (String line = err.readLine(); line != null; line = err.readLine()) {
                if (line.startsWith(PROGRESS)) progress.accept("[" + language + "]" + line.substring(PROGRESS.length()));
                else said.add(line);
            }
        } catch (IOException e) {
            said.add("reading the peer's stderr: " + e.getMessage());
        }
    }
}
