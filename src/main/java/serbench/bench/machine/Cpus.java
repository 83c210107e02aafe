package serbench.bench.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The CPUs this process may run on, which {@link Lanes} pins its measuring JVMs to. */
public final class Cpus {
    private Cpus() {}

    /** The CPUs this process may run on, from /proc/self/status (e.g. "0-1" or "0,2-3"). */
    public static List<Integer> allowed() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) throw new IOException("no /proc/self/status (not Linux)");
        String list = Files.readAllLines(status).stream().filter(l -> l.startsWith("Cpus_allowed_list:"))
            .map(l -> l.substring(l.indexOf(':') + 1).strip()).findFirst()
            .orElseThrow(() -> new IOException("no Cpus_allowed_list in /proc/self/status"));
        return list(list);
    }

    /** Parses a Linux CPU list such as "0-1" or "0,2-3,8". */
    static List<Integer> list(String list) {
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
}
