package serbench.bench.machine;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import serbench.results.Environment;

/**
 * The machine part of the report's environment, the default charset that serbench and its JVMs run with, and the
 * measuring JVMs' heap (in huge pages where the kernel lends them).
 */
public final class Machine {
    private Machine() {}

    public static void describe(Environment env) {
        env.os = System.getProperty("os.name") + " " + System.getProperty("os.version") + " (" + System.getProperty("os.arch") + ")";
        env.cpu = cpuModel();
        env.cores = Runtime.getRuntime().availableProcessors();
        env.memoryMb = ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getTotalMemorySize() >> 20;
        env.charset = Charset.defaultCharset().name();
        env.heap = HugePages.heap();
    }

    /** The machine as its history knows it ({@link MachineHistory}): its CPU, how many of them and its memory. */
    public static String key() {
        return cpuModel() + " × " + Runtime.getRuntime().availableProcessors() + ", "
            + (((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getTotalMemorySize() >> 20) + " MB";
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                .filter(l -> l.startsWith("model name"))
                .map(l -> l.substring(l.indexOf(':') + 1).trim())
                .findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
