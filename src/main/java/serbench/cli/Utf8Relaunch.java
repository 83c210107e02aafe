package serbench.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import serbench.DefaultCharset;
import serbench.bench.machine.JvmProbe;

/**
 * serbench started in a JVM whose default charset is not UTF-8 ({@code java -jar} under a POSIX locale on JDK 17)
 * runs again in one that has it: the default charset is fixed when a JVM starts, and the codecs that verify,
 * size and evolve in serbench's own JVM must see what the measuring JVMs see ({@link DefaultCharset}). The first
 * JVM only waits, passes signals on and exits as the second did; the second ends when the first is gone, even after
 * {@code kill -9}, saving what it measured as on Ctrl-C.
 */
final class Utf8Relaunch {
    /** Names the first JVM's pid in the second: set there, serbench never relaunches again. */
    private static final String PARENT = "serbench.relaunchedBy";

    private Utf8Relaunch() {}

    /** Whether this JVM should run serbench again with UTF-8. */
    static boolean needed() {
        return !DefaultCharset.isUtf8() && System.getProperty(PARENT) == null;
    }

    /** Runs serbench with {@code args} in a JVM as this one but for UTF-8; its exit status. */
    static int run(String[] args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(JvmProbe.current().toString()));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.add(DefaultCharset.OPTION);   // after the JVM's own options: the last -D of a name wins
        command.add("-D" + PARENT + "=" + ProcessHandle.current().pid());
        String classPath = System.getProperty("java.class.path");
        // java -jar names the jar first in its command; its manifest's options hold only under -jar
        boolean jar = (System.getProperty("sun.java.command", "") + " ").startsWith(classPath + " ");
        command.addAll(jar ? List.of("-jar", classPath) : List.of("-cp", classPath, Main.class.getName()));
        command.addAll(List.of(args));
        Process serbench = new ProcessBuilder(command).inheritIO().start();
        // Ctrl-C reaches both JVMs; a kill of this one alone is passed on. Either way this one ends as the other did.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            serbench.destroy();
            try {
                Runtime.getRuntime().halt(serbench.waitFor());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }));
        return serbench.waitFor();
    }

    /** In the second JVM: ends it, as an interruption, when the first is gone. */
    static void endWithParent() {
        String parent = System.getProperty(PARENT);
        if (parent == null) return;
        ProcessHandle.of(Long.parseLong(parent)).ifPresentOrElse(p -> p.onExit().thenRun(() -> System.exit(130)),
            () -> System.exit(130));
    }
}
