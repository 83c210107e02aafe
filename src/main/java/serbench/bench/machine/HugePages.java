package serbench.bench.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether the measuring JVMs' heap gets transparent huge pages. Pre-touching the 1 GiB heap in 4 KB pages took
 * 175 ms of every JVM's start and freeing it 100 ms of its exit on this project's machine, 8% of a default run's
 * JVM; 2 MB pages save nearly all of it and left every figure where it was (docs/method.md). Where the kernel
 * lends none (its mode "never", or no such setting) the heap keeps 4 KB pages, and the environment says which.
 */
public final class HugePages {
    private HugePages() {}

    /** The kernel's setting: its mode is the word in brackets, e.g. "always [madvise] never". */
    static final Path KERNEL_SETTING = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
    private static final Pattern CHOSEN = Pattern.compile("\\[(\\w+)]");

    /** This machine's mode, read once: "always", "madvise", "never", or null without the setting. */
    private static final String MODE = read(KERNEL_SETTING);

    /** The mode a setting's text chooses; null for no text or none chosen. */
    static String mode(String setting) {
        if (setting == null) return null;
        Matcher m = CHOSEN.matcher(setting);
        return m.find() ? m.group(1) : null;
    }

    /** The JVM options for a kernel in {@code mode}: asking for huge pages wherever the kernel lends them. */
    static List<String> options(String mode) {
        return lends(mode) ? List.of("-XX:+UseTransparentHugePages") : List.of();
    }

    public static List<String> options() {
        return options(MODE);
    }

    /** The heap as the environment names it, for a kernel in {@code mode}. */
    static String heap(String mode) {
        String pages = lends(mode)
            ? "transparent huge pages (-XX:+UseTransparentHugePages; the kernel's mode: " + mode + ")"
            : "4 KB pages (the kernel lends no transparent huge pages" + (mode == null ? "" : ": its mode is " + mode) + ")";
        return "1 GiB, fixed and pre-touched (-Xms1g -Xmx1g -XX:+AlwaysPreTouch), " + pages;
    }

    public static String heap() {
        return heap(MODE);
    }

    private static boolean lends(String mode) {
        return "always".equals(mode) || "madvise".equals(mode);
    }

    private static String read(Path setting) {
        try {
            return mode(Files.readString(setting));
        } catch (IOException | SecurityException e) {
            return null;
        }
    }
}
