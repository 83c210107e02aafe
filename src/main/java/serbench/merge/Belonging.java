package serbench.merge;

import java.util.Collections;
import java.util.List;
import java.util.Objects;
import serbench.results.Results;

/**
 * Whether parts belong to one run: each given once and finished, all written by the same serbench build, with the
 * same settings (profile, selection, options; the JVMs' paths may differ from machine to machine, not their number)
 * and preset.
 */
final class Belonging {
    private Belonging() {}

    static void check(List<Part> parts) throws MergeProblem {
        requireEachOnce(parts);
        Part first = parts.get(0);
        for (Part p : parts) {
            Results r = p.results();
            if (!r.environment.complete) {
                throw new MergeProblem(p.name() + " is an unfinished run; finish it first: serbench run --resume " + p.dir());
            }
            if (r.settings == null || r.settings.plans() == null || r.settings.jvms() == null) {
                throw new MergeProblem(p.name() + " holds no run settings");
            }
            if (p == first) continue;
            String differs = difference(first.results(), r);
            if (differs != null) {
                throw new MergeProblem(p.name() + " and " + first.name() + " are not parts of one run: their " + differs + " differ");
            }
        }
    }

    /**
     * No run given twice, under one label or two, or as a copy: its figures would be joined with themselves, or stand
     * as a second machine's, in a report of identical data.
     */
    private static void requireEachOnce(List<Part> parts) throws MergeProblem {
        for (int i = 1; i < parts.size(); i++) {
            for (Part earlier : parts.subList(0, i)) {
                if (sameMeasurements(earlier.results(), parts.get(i).results())) {
                    throw new MergeProblem(parts.get(i).name() + " holds the same measurements as " + earlier.name()
                        + ": one run given twice (or a copy of it); name each part once");
                }
            }
        }
    }

    /** The same run: started at the same moment, with the same measuring JVMs and the same iterations, to the digit. */
    private static boolean sameMeasurements(Results a, Results b) {
        return Objects.equals(a.environment.start, b.environment.start) && a.forks.equals(b.forks)
            && a.iterations.equals(b.iterations);
    }

    /** What differs between two parts' runs, in words; null when nothing does. */
    private static String difference(Results a, Results b) {
        if (!Objects.equals(a.environment.serbenchVersion, b.environment.serbenchVersion)) {
            return "serbench builds (" + a.environment.serbenchVersion + ", " + b.environment.serbenchVersion + ")";
        }
        if (!Objects.equals(comparable(a.settings), comparable(b.settings))) return "settings (profile, selection or options)";
        if (!Objects.equals(a.preset, b.preset)) return "presets";
        return null;
    }

    /** The settings with each JVM's path left out: another machine has its JDK elsewhere. */
    private static Results.Settings comparable(Results.Settings s) {
        return new Results.Settings(s.profile(), s.alloc(), Collections.nCopies(s.jvms().size(), "java"), s.plans(), s.own(),
            s.safety(), s.evolution(), s.interop(), s.timeLimitSeconds(), s.leaveCpusIdle(), s.lanes(), s.firstCall(), s.warmUps(),
            s.platform(), s.forks());
    }
}
