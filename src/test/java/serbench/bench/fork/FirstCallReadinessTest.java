package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;
import serbench.bench.run.ForkLauncher;

/**
 * A first-call JVM gets ready without touching any codec's library (docs/first-call.md): what it initialises
 * before the timed {@code bind} is the JDK's, serbench's own and JMH's blackhole. A library class initialised
 * there (Jackson's by the data set registry, Chronicle's by its codec's row) was work taken off that codec's
 * first call, and paid again by every JVM serbench starts.
 */
class FirstCallReadinessTest {
    private static final String READY = "# serbench: first-call JVM 1 ready for ";

    @Test
    void noLibraryClassIsInitialisedBeforeTheTimedBind(@TempDir Path dir) throws Exception {
        List<String> command = new ArrayList<>(List.of(JvmProbe.current().toString()));
        command.addAll(ForkLauncher.options(Runtime.version().feature()));
        command.addAll(List.of("-Xlog:class+init=info:stdout", "-cp", System.getProperty("java.class.path"),
            FirstCallMain.class.getName(), "protobuf", "media", "1", dir.resolve("result.json").toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<String> initialised = new ArrayList<>();
        boolean ready = false;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; !ready && (line = out.readLine()) != null; ) {
                ready = line.startsWith(READY);
                int at = line.indexOf("Initializing '");
                if (at >= 0) initialised.add(line.substring(at + 14, line.indexOf('\'', at + 14)).replace('/', '.'));
            }
        } finally {
            p.destroyForcibly().waitFor(1, TimeUnit.MINUTES);
        }
        assertTrue(ready, "the first-call JVM never got ready");
        assertTrue(initialised.size() > 100, "the JVM's class initialisation log was not read: " + initialised.size());
        List<String> libraries = new ArrayList<>();
        for (String name : initialised) {
            if (name.startsWith("org.openjdk.jmh.")) continue;
            Class<?> c;
            try {
                c = Class.forName(name, false, ClassLoader.getSystemClassLoader());
            } catch (ClassNotFoundException definedAtRunTime) {
                continue;   // a lambda's or a proxy's class, defined for a class that is in the log itself
            }
            if (!ours(c)) libraries.add(name);
        }
        assertTrue(libraries.isEmpty(), libraries.size() + " library classes initialised before the timed bind: "
            + libraries.subList(0, Math.min(20, libraries.size())));
    }

    /** The JDK's (no code source) or serbench's own, other than the classes generated for a schema format's library. */
    private static boolean ours(Class<?> c) {
        CodeSource source = c.getProtectionDomain().getCodeSource();
        if (source == null) return true;
        return source.getLocation().equals(FirstCallMain.class.getProtectionDomain().getCodeSource().getLocation())
            && !c.getName().startsWith("serbench.gen.");
    }
}
