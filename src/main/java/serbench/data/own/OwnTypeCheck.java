package serbench.data.own;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import serbench.DefaultCharset;

/**
 * Loads the user's class and reads every sample into it in a child JVM before serbench does so itself: the
 * class's static initializer and constructors are the user's code, and there its {@code System.exit}, its Errors
 * and its hangs end only the child, and become one line about that class.
 *
 * <p>Usage (the child): {@code OwnTypeCheck OWN-TYPE-JSON}.
 */
public final class OwnTypeCheck {
    /** How long loading the class and reading its samples may take; package-private so a test can shorten it. */
    static Duration limit = Duration.ofSeconds(60);
    /** Starts the child's verdict line; anything else it prints is the user's code's. */
    private static final String VERDICT = "serbench-own-type: ";
    private static final String OK = "ok";
    private static final ObjectMapper JSON = new ObjectMapper();

    private OwnTypeCheck() {}

    /** @throws IllegalArgumentException in one line, when the class or a sample fails to load in the child */
    public static void check(OwnType own) {
        try {
            Path log = Files.createTempFile("serbench-own-type", ".log");
            try {
                check(own, log);
            } finally {
                Files.deleteIfExists(log);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("--type " + own.type() + ": interrupted while loading it");
        }
    }

    private static void check(OwnType own, Path log) throws IOException, InterruptedException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), DefaultCharset.OPTION,
            "-cp", System.getProperty("java.class.path"), OwnTypeCheck.class.getName(), JSON.writeValueAsString(own));
        // the child's output goes to a file: a pipe nobody reads while waiting would stall a chatty class
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!child.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new IllegalArgumentException("--type " + own.type() + ": loading it and reading its samples did not end"
                + " within " + limit.toSeconds() + " s (a static initializer or constructor that never returns?)");
        }
        String verdict = new String(Files.readAllBytes(log), StandardCharsets.UTF_8).lines()
            .filter(l -> l.startsWith(VERDICT)).reduce((first, last) -> last).map(l -> l.substring(VERDICT.length()))
            .orElse(null);
        if (verdict == null) {
            throw new IllegalArgumentException("--type " + own.type() + ": its static initializer or a constructor ended"
                + " the JVM (System.exit(" + child.exitValue() + ")?) while it was loaded");
        }
        if (!verdict.equals(OK)) throw new IllegalArgumentException(verdict);
    }

    public static void main(String[] args) throws IOException {
        OwnType own = JSON.readValue(args[0], OwnType.class);
        String verdict;
        try {
            OwnDatasets.load(own);
            verdict = OK;
        } catch (IllegalArgumentException e) {
            verdict = e.getMessage();
        } catch (Throwable e) {   // the user's Errors too: this JVM exists to report them
            verdict = "--type " + own.type() + ": loading it or reading a sample threw " + e.toString().lines().findFirst().orElse("");
        }
        System.out.println(VERDICT + verdict);
        System.out.flush();
        Runtime.getRuntime().halt(0);   // threads the user's class started must not keep this JVM alive
    }
}
