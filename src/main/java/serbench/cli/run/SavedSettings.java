package serbench.cli.run;

import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import serbench.SerbenchVersion;
import serbench.bench.fork.Profile;
import serbench.bench.machine.JvmProbe;
import serbench.codec.Codecs;
import serbench.data.Datasets;
import serbench.results.MeasureMode;
import serbench.results.Op;
import serbench.results.Results;
import serbench.verify.OwnClassJvm;

/**
 * What a new run would refuse, found in the settings of a run to resume: its results.json may have been edited,
 * or written by another serbench, and a setting nothing can measure would be kept and silently never measured.
 */
final class SavedSettings {
    private SavedSettings() {}

    /** The first problem, in words, or null when the saved run can be resumed as it is. */
    static String problem(Results r) {
        Results.Settings s = r.settings;
        if (s == null || s.profile() == null || s.jvms() == null || s.plans() == null || s.plans().isEmpty()) {
            return "it holds no complete run settings";
        }
        if (!SerbenchVersion.current().equals(r.environment.serbenchVersion)) {
            String version = r.environment.serbenchVersion;
            return "it was written by " + (version == null ? "an older serbench" : "serbench " + version) + ", this is "
                + SerbenchVersion.current()
                + ": figures of two versions do not mix";
        }
        try {
            Profile.byId(s.profile(), s.forks());
        } catch (IllegalArgumentException e) {
            return s.forks() == null ? "invalid profile '" + s.profile() + "'" : e.getMessage();
        }
        if (s.firstCall() != null && (s.firstCall() < 1 || s.firstCall() > 100)) {
            return "--first-call " + s.firstCall() + " is not between 1 and 100 fresh JVMs";
        }
        try {
            // the user's own data sets first: the plans name them
            s.own().forEach(OwnClassJvm::load);
            s.jvms().forEach(JvmProbe::executable);
            r.environment.jvms.forEach(j -> JvmProbe.executable(j.path()));
            for (Results.Plan plan : s.plans()) {
                String problem = problem(plan);
                if (problem != null) return problem;
            }
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        return null;
    }

    private static String problem(Results.Plan plan) {
        if (plan == null || Stream.of(plan.codecs(), plan.datasets(), plan.ops(), plan.threads())
                .anyMatch(l -> l == null || l.contains(null)) || plan.mode() == null) {
            return "a plan in its settings is incomplete";
        }
        String codec = first(plan.codecs(), c -> Codecs.byId(c).isEmpty());
        if (codec != null) return "unknown codec '" + codec + "'";
        String dataset = first(plan.datasets(), d -> Datasets.byId(d).isEmpty());
        if (dataset != null) return "unknown data set '" + dataset + "'";
        String op = first(plan.ops(), o -> Op.byId(o).isEmpty());
        if (op != null) return "unknown op '" + op + "'";
        Integer threads = first(plan.threads(), t -> t < 1 || t > RunRequestChecks.MAX_THREADS);
        if (threads != null) return "--threads " + threads + " is not between 1 and " + RunRequestChecks.MAX_THREADS;
        MeasureMode.parse(plan.mode());
        return null;
    }

    private static <T> T first(List<T> items, Predicate<T> bad) {
        return items.stream().filter(bad).findFirst().orElse(null);
    }
}
