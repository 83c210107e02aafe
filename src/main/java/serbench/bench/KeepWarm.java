package serbench.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * Keeps every CPU busy while serbench measures, with one spinner thread per CPU at the idle scheduling priority
 * ({@code SCHED_IDLE}), which runs only when nothing else wants that CPU. On a virtual machine a CPU left idle is
 * halted and handed back to the host, and whatever then runs on it first runs slowly for milliseconds. A measuring
 * JVM leaves its CPUs idle between iterations (JMH hands each iteration from thread to thread), and the canary and
 * the iteration then run slowly: on this project's 2-core machine, 0.1 ms of fixed work after each 0.5 ms pause
 * ran within 10% of its fastest in 0.2% to 1.1% of cases, with idle-priority spinners in 37% to 78% (as often as
 * without pauses), and a Done-when run of 48 JVMs had 69% of iterations slowed instead of 85% (the median one by
 * 26% instead of 70%), 96% of figures within 10% instead of 57% and 74%. The spinners live in serbench's own JVM,
 * so they end with it, however it ends.
 */
final class KeepWarm implements AutoCloseable {
    private static final long READY_SECONDS = 10;

    private final List<Thread> spinners = new ArrayList<>();
    private final List<Long> threadIds = new ArrayList<>();
    private volatile boolean stop;
    private final String description;

    private KeepWarm(List<Integer> cpus, String chrt, String taskset) {
        List<CompletableFuture<Long>> ready = new ArrayList<>();
        for (int cpu : cpus) {
            CompletableFuture<Long> f = new CompletableFuture<>();
            ready.add(f);
            Thread t = new Thread(() -> spin(cpu, chrt, taskset, f), "serbench-keep-warm-" + cpu);
            t.setDaemon(true);
            spinners.add(t);
            t.start();
        }
        String failure = null;
        for (CompletableFuture<Long> f : ready) {
            try {
                threadIds.add(f.get(READY_SECONDS, TimeUnit.SECONDS));
            } catch (ExecutionException e) {
                if (failure == null) failure = String.valueOf(e.getCause().getMessage());
            } catch (TimeoutException | InterruptedException e) {
                if (failure == null) failure = "a spinner did not start within " + READY_SECONDS + " s";
            }
        }
        if (failure != null) {
            close();
            threadIds.clear();
            description = "not kept busy: " + failure;
        } else {
            description = String.format("kept busy by %d idle-priority spinner%s (SCHED_IDLE), one on each of CPUs %s",
                cpus.size(), cpus.size() == 1 ? "" : "s", cpus.stream().map(String::valueOf).collect(Collectors.joining(",")));
        }
    }

    /** One spinner per CPU this process may run on; if that cannot be set up, none (see {@link #describe()}). */
    static KeepWarm start() {
        try {
            return new KeepWarm(allowedCpus(), "chrt", "taskset");
        } catch (IOException | IllegalArgumentException e) {
            return new KeepWarm("not kept busy: " + e.getMessage());
        }
    }

    /** For tests: spinners on these CPUs, set up with these commands. */
    static KeepWarm start(List<Integer> cpus, String chrt, String taskset) {
        return new KeepWarm(cpus, chrt, taskset);
    }

    private KeepWarm(String off) {
        this.description = off;
    }

    /** For the console and the report: whether the CPUs were kept busy, and how, or why not. */
    String describe() {
        return description;
    }

    /** The spinners' Linux thread ids (empty when they are off). */
    List<Long> threadIds() {
        return List.copyOf(threadIds);
    }

    /** Lowers this thread to the idle priority and pins it to {@code cpu} before it spins, never the other way round. */
    private void spin(int cpu, String chrt, String taskset, CompletableFuture<Long> ready) {
        long tid;
        try {
            Path self = Path.of("/proc/thread-self");
            if (!Files.isSymbolicLink(self)) throw new IOException("no /proc/thread-self (not Linux)");
            tid = Long.parseLong(Files.readSymbolicLink(self).getFileName().toString());
            run(chrt, "--idle", "-p", "0", Long.toString(tid));
            run(taskset, "-p", "-c", Integer.toString(cpu), Long.toString(tid));
        } catch (IOException | InterruptedException e) {
            ready.completeExceptionally(e);
            return;
        }
        ready.complete(tid);
        long spins = 0;
        // no Thread.onSpinWait(): a hypervisor may take a PAUSE loop for a waiting lock and deschedule the CPU
        while (!stop) spins++;
        if (spins == 42) System.out.print("");
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new IOException("'" + command[0] + "' is not available (util-linux)", e);
        }
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (p.waitFor() != 0) {
            throw new IOException("'" + String.join(" ", command) + "' failed" + (output.isEmpty() ? "" : ": " + output.lines().findFirst().orElse("")));
        }
    }

    /** The CPUs this process may run on, from /proc/self/status (e.g. "0-1" or "0,2-3"). */
    static List<Integer> allowedCpus() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) throw new IOException("no /proc/self/status (not Linux)");
        String list = Files.readAllLines(status).stream().filter(l -> l.startsWith("Cpus_allowed_list:"))
            .map(l -> l.substring(l.indexOf(':') + 1).strip()).findFirst()
            .orElseThrow(() -> new IOException("no Cpus_allowed_list in /proc/self/status"));
        return cpuList(list);
    }

    /** Parses a Linux CPU list such as "0-1" or "0,2-3,8". */
    static List<Integer> cpuList(String list) {
        List<Integer> cpus = new ArrayList<>();
        for (String part : list.split(",")) {
            String[] range = part.strip().split("-");
            int from = Integer.parseInt(range[0]);
            int to = range.length == 1 ? from : Integer.parseInt(range[1]);
            if (range.length > 2 || to < from) throw new IllegalArgumentException("not a CPU list: " + list);
            for (int c = from; c <= to; c++) cpus.add(c);
        }
        return cpus;
    }

    /** Stops the spinners and waits until they are gone. */
    @Override
    public void close() {
        stop = true;
        for (Thread t : spinners) {
            try {
                t.join(TimeUnit.SECONDS.toMillis(READY_SECONDS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
