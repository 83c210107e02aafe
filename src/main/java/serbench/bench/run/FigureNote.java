package serbench.bench.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import serbench.bench.fork.Profile;
import serbench.codec.Trait;
import serbench.results.Numbers;
import serbench.results.Results;
import serbench.stats.RobustFigure;
import serbench.stats.SteadyState;

/** A figure's note: what its estimate left out, waited for or re-measured, and why. */
final class FigureNote {
    private FigureNote() {}

    /**
     * The note, with what an encode-memoised codec's {@code ser} skips (docs/codecs.md, "Work kept from one call to the
     * next"): the pool's objects were encoded before they were timed, and keep part of that work.
     */
    static String withMemo(String note, Results r, String codec, String op) {
        Results.CodecInfo info = r.codecs.get(codec);
        if (!(op.equals("ser") || op.equals("roundtrip")) || info == null || !info.traits().contains(Trait.ENCODE_MEMOISED.label())) {
            return note;
        }
        String memo = "re-encodes objects encoded before, which keep work of their first encode (encode-memoised: protobuf's"
            + " serialized size, QuickBuffers' UTF-8 strings); build+ser pays it";
        return note == null ? memo : memo + "; " + note;
    }

    /** How many of the JVMs measured more than the planned slices, their code not yet settled ({@link SteadyState#SETTLED}). */
    static int waited(List<Results.Iterations> forks, Profile profile) {
        return (int) forks.stream().filter(f -> f.canaries() != null
            && f.samples().size() > profile.slices * profile.sliceIterations(f.op())).count();
    }

    /**
     * The figure as timed by the clock ({@code raw}), where counting only its threads' CPU time moved it by 0.5% or more;
     * null otherwise.
     */
    static String timed(double score, Double raw, String unit) {
        if (raw == null || score == 0 || Math.abs(raw / score - 1) < 0.005) return null;
        return String.format("%s %s by the clock, the time its threads had no CPU included (%+.1f%%)", Numbers.plain(raw),
            unit, 100 * (raw / score - 1));
    }

    /** What was discounted or re-measured, and why; null when nothing was. */
    static String note(RobustFigure.Estimate e, double target, int maxJvms, Profile profile, int jvms, int waited, Double typical,
                       List<SteadyState.Kept> steady, Long classesLoaded, Optional<RobustFigure.Split> split, String timed,
                       String unit) {
        List<String> parts = new ArrayList<>();
        if (timed != null) parts.add(timed);
        if (waited > 0) {
            parts.add(String.format("%d of %d JVMs measured further slices, their code not yet settled", waited, e.forks()));
        }
        if (profile.comparable()) {
            if (jvms > profile.minForks) {
                parts.add(String.format("re-measured in %d JVMs: after %d the interval was wider than ±%.0f%%", jvms,
                    profile.minForks, 100 * target));
            }
            if (e.widened()) {
                parts.add(String.format("interval widened to ±%.1f%%, the run's typical spread between the JVMs of a figure"
                    + "%s (%s)", 100 * RobustFigure.floor(typical, e.forks()), e.forks() == 2 ? ""
                        : String.format(", %.1f%% for two, for %d", 100 * typical, e.forks()),
                    e.forks() < 2 ? "this one has a single JVM" : String.format("this one's: %.1f%%", 100 * e.spread())));
            }
            if (e.relativeError() > target) {
                boolean hopeless = jvms < maxJvms
                    && Remeasuring.hopeless(e.relativeError(), jvms, target, typical == null ? 0 : typical);
                parts.add(String.format("still wider than the ±%.0f%% target%s", 100 * target, hopeless ? String.format(
                    ", and over %.0f times it after %d JVMs: a figure that wide gets no further JVM, as further ones have not"
                    + " narrowed such figures to their target (docs/method.md)", Remeasuring.HOPELESS_FACTOR, jvms) : ""));
            }
        }
        int warming = steady.stream().mapToInt(SteadyState.Kept::warming).sum();
        int compiling = steady.stream().mapToInt(SteadyState.Kept::compiling).sum();
        int busy = steady.stream().mapToInt(SteadyState.Kept::busy).sum();
        int disturbed = steady.stream().mapToInt(SteadyState.Kept::disturbed).sum();
        int unsteady = warming + compiling + busy + disturbed;
        if (unsteady > 0) {
            List<String> why = new ArrayList<>();
            if (warming > 0) why.add(String.format("%d in slices more than %.0f%% off the JVM's last, its code not yet settled",
                warming, 100 * SteadyState.WARMING));
            if (compiling > 0) why.add(compiling + " while the JIT compiled");
            if (busy > 0) {
                long throughout = steady.stream().filter(SteadyState.Kept::busyThroughout).count();
                why.add(String.format("%d while the machine was busy (the reference before them more than %.0f%% slower than"
                    + " its calm level)%s", busy, 100 * SteadyState.BUSY, throughout == 0 ? ""
                        : String.format(", all of %d JVM%s, which the figure leaves out", throughout, throughout == 1 ? "'s" : "s'")));
            }
            if (disturbed > 0) why.add(disturbed + " far slower than the JVM's others without a collection");
            parts.add(String.format("%d of %d iterations left out as no steady state: %s", unsteady, e.samples() + unsteady,
                String.join(", ", why)));
        }
        split.ifPresent(s -> parts.add(String.format("its JVMs sat on two levels, %s %s: the figure is their mean, as JMH's"
            + " mean over its forks is", s.describe(Numbers::plain), unit)));
        if (classesLoaded != null && classesLoaded > 0) {
            parts.add(String.format("%d class%s loaded while measured: the codec defined or loaded classes after its warm-up",
                classesLoaded, classesLoaded == 1 ? "" : "es"));
        }
        return parts.isEmpty() ? null : String.join("; ", parts);
    }
}
