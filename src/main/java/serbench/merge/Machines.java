package serbench.merge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import serbench.results.Environment;

/**
 * Tells machines apart. Parts are of one kind when their CPU model, cores, OS and measuring JVMs (vendor and
 * version) match and they carry the same label; parts of one kind are one machine only where their calibration
 * (the machine check's fixed work, {@link Environment.MachineCheck#fixedWorkNanos()}) agrees within the two
 * errors combined: two hosts of one cloud instance type can run at different speeds, and their figures are then
 * not one table's.
 */
final class Machines {
    private Machines() {}

    /** One machine: the parts measured on it, in the order given. */
    record Group(String label, List<Part> parts) {}

    /** The parts grouped into machines; {@code warnings} gets a line for every part kept apart from its kind. */
    static List<Group> of(List<Part> parts, List<String> warnings) {
        Map<List<Object>, List<List<Part>>> kinds = new LinkedHashMap<>();
        for (Part p : parts) {
            List<List<Part>> machines = kinds.computeIfAbsent(kind(p), k -> new ArrayList<>());
            List<Part> same = machines.stream().filter(m -> agrees(m.get(0), p)).findFirst().orElse(null);
            if (same != null) {
                same.add(p);
                continue;
            }
            if (!machines.isEmpty()) warnings.add(apart(machines.get(0).get(0), p));
            machines.add(new ArrayList<>(List.of(p)));
        }
        List<Group> groups = new ArrayList<>();
        kinds.values().forEach(machines -> machines.forEach(m -> groups.add(new Group(label(m.get(0)), m))));
        // a kind split by calibration has one label for several machines: number them
        Map<String, Integer> seen = new LinkedHashMap<>();
        return groups.stream().map(g -> {
            int n = seen.merge(g.label(), 1, Integer::sum);
            return n == 1 ? g : new Group(g.label() + " #" + n, g.parts());
        }).toList();
    }

    private static List<Object> kind(Part p) {
        Environment e = p.results().environment;
        return List.of(Objects.toString(p.label()), Objects.toString(e.cpu), e.cores, Objects.toString(e.os),
            e.jvms.stream().map(j -> j.vendor() + " " + j.version()).toList());
    }

    /** The user's label, else the machine in a few words: "2-core AMD EPYC 7B13, JDK 17.0.15". */
    static String label(Part p) {
        if (p.label() != null) return p.label();
        Environment e = p.results().environment;
        return String.format(Locale.ROOT, "%d-core %s, JDK %s", e.cores, e.cpu,
            String.join(" + ", e.jvms.stream().map(j -> j.id().replaceFirst("#.*", "")).toList()));
    }

    /** Whether two parts' calibrations agree within their errors combined; false when either lacks one. */
    static boolean agrees(Part a, Part b) {
        Environment.MachineCheck x = a.results().environment.machineCheck, y = b.results().environment.machineCheck;
        if (x == null || y == null || x.fixedWorkNanos() == null || y.fixedWorkNanos() == null) return false;
        return Math.abs(x.fixedWorkNanos() - y.fixedWorkNanos()) <= x.fixedWorkErrorNanos() + y.fixedWorkErrorNanos();
    }

    private static String apart(Part first, Part p) {
        Environment.MachineCheck x = first.results().environment.machineCheck, y = p.results().environment.machineCheck;
        String why = x == null || y == null || x.fixedWorkNanos() == null || y.fixedWorkNanos() == null
            ? "one of them has no calibration (an older run's machine check)"
            : String.format(Locale.ROOT, "the machine check's fixed work took %.1f ± %.1f ns there against %.1f ± %.1f ns,"
                + " %+.1f%%, more than the two errors combined", y.fixedWorkNanos(), y.fixedWorkErrorNanos(), x.fixedWorkNanos(),
                x.fixedWorkErrorNanos(), 100 * (y.fixedWorkNanos() / x.fixedWorkNanos() - 1));
        return p.name() + " is kept apart from " + first.name() + " though both ran on " + label(first) + ": " + why
            + "; its figures get tables of their own";
    }
}
