package serbench.merge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.results.Environment;
import serbench.results.MachineRun;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * Several machines' runs in one results file, the machine a dimension as the JVM is in one run: each JVM's id
 * becomes the machine's label and its id ("2-core AMD EPYC, JDK 17 · 17.0.15"), so every figure, iteration and
 * measuring JVM stays the machine's own, every report section is one machine's, and the environment lists the
 * machines ({@link MachineRun}).
 */
final class MachineJoin {
    private MachineJoin() {}

    static Results of(List<Machines.Group> machines, List<Results> runs) {
        Results joined = new Results();
        Results first = runs.get(0);
        // a copy: the first machine's own environment is read again below
        joined.environment = ResultsStore.JSON.convertValue(first.environment, Environment.class);
        joined.environment.jvms = new ArrayList<>();
        joined.environment.collectors = new LinkedHashMap<>();
        joined.environment.machines = new ArrayList<>();
        // each machine's own are in its MachineRun: the merge has none of its own
        joined.environment.jvmSpreadPercent = null;
        joined.environment.machineCheck = null;
        joined.environment.cores = 0;
        joined.settings = first.settings;
        joined.preset = first.preset;
        joined.safety = first.safety;
        joined.evolution = first.evolution;
        joined.interop = first.interop;
        joined.platform = first.platform;
        joined.crossVersion = first.crossVersion;
        for (int i = 0; i < runs.size(); i++) add(joined, machines.get(i), runs.get(i));
        Distinct.keep(joined);
        return joined;
    }

    private static void add(Results into, Machines.Group machine, Results run) {
        Environment e = run.environment;
        Map<String, String> ids = new LinkedHashMap<>();
        for (Environment.Jvm j : e.jvms) {
            String id = machine.label() + " · " + j.id();
            ids.put(j.id(), id);
            into.environment.jvms.add(new Environment.Jvm(id, machine.label() + ": " + j.vendor(), j.version(), j.vm(), j.path()));
        }
        e.collectors.forEach((jvm, gc) -> into.environment.collectors.put(ids.getOrDefault(jvm, jvm), gc));
        into.environment.machines.add(new MachineRun(machine.label(), e.cpu, e.cores, e.os, e.memoryMb, List.copyOf(ids.values()),
            e.machineCheck, e.jvmSpreadPercent, machine.parts().stream().map(p -> p.dir().toString()).toList()));
        run.codecs.forEach(into.codecs::putIfAbsent);
        run.datasets.forEach(into.datasets::putIfAbsent);
        into.verification.addAll(run.verification);
        into.sizes.addAll(run.sizes);
        run.results.forEach(m -> into.results.add(m.withJvm(ids.get(m.jvm()))));
        run.iterations.forEach(i -> into.iterations.add(i.withJvm(ids.get(i.jvm()))));
        run.forks.forEach(f -> into.forks.add(new Results.ForkRun(ids.get(f.jvm()), f.codecs(), f.datasets(), f.mode(), f.round(),
            f.seconds(), f.extraSliceSeconds(), f.compressors(), f.zeroCopy())));
        run.failures.forEach(f -> into.failures.add(new Results.Failure(ids.get(f.jvm()), f.dataset(), f.codec(), f.reason())));
        if (run.environment.start.compareTo(into.environment.start) < 0) into.environment.start = run.environment.start;
        if (run.environment.end.compareTo(into.environment.end) > 0) into.environment.end = run.environment.end;
    }
}
