package serbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Where and how a run was made, for the report header. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class Environment {
    public String os;
    public String cpu;
    public int cores;
    public long memoryMb;
    public String profile;
    public String profileDetail;
    public String serbenchVersion;
    public String start;
    public String end;
    public boolean complete;
    public List<Jvm> jvms = new ArrayList<>();
    /**
     * Whether serbench kept the CPUs busy with idle-priority spinners while measuring (a virtual machine's idle
     * CPU runs slowly when woken), and how, or why not; null for smoke and older runs.
     */
    public String idleCpus;
    /** The measuring JVMs' heap; null for older runs. */
    public String heap;
    /**
     * The default charset serbench ran with, which every JVM it starts is given too ({@code -Dfile.encoding=UTF-8}):
     * UTF-8 whatever the locale; null for older runs, whose charset followed the locale on JDK 17.
     */
    public String charset;
    /** How many measuring JVMs ran at once and where (run --lanes); absent when one at a time. */
    public String lanes;
    /** Per JVM id, the garbage collectors of its measuring JVMs (their GC MXBeans); empty for older runs. */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public Map<String, String> collectors = new LinkedHashMap<>();
    /** How noisy the machine was just before measuring. */
    public MachineCheck machineCheck;
    /**
     * The run's typical spread between the JVMs of a figure, in percent: the median over figures of how much
     * slower their slowest JVM was than their fastest. Every interval is at least this wide on each side; null
     * while no figure has two JVMs.
     */
    public Double jvmSpreadPercent;
    /**
     * The run's reference, in ns: how long the reference work took in the median measuring JVM.
     * Every figure of the run is read in it (docs/method.md, "The reference"), so a figure over it is the op's cost in
     * units of the reference, which {@code serbench compare} compares across hours and machines; null in runs without
     * reference readings (before 0.4.0, smoke, several threads).
     */
    public Double referenceNanos;
    /** The machines of a merge of several ({@code serbench merge}); null for one machine's run. */
    public List<MachineRun> machines;

    /**
     * A fixed memory-bound task timed in short slices: {@code spreadPercent} is how much slower the slowest
     * tenth of the slices ran than the fastest tenth, in the thread's CPU time as every figure counts it (by the clock
     * in runs before serbench 0.5.1), and {@code clockSpreadPercent} the same by the clock (null in older runs), which
     * adds the moments other work had the CPU; {@code warning} is set when that is too noisy for the
     * profile's target; {@code fixedWorkNanos ± fixedWorkErrorNanos}: what one round of that task took in the machine's
     * calm moments, the machine's calibration, by which {@code serbench merge} tells machines of one kind apart (null
     * in older runs); {@code foretold}: what the earlier runs on this machine after the nearest readings came to
     * ({@code serbench.bench.machine.MachineHistory}), null before there were enough of them.
     */
    public record MachineCheck(double spreadPercent, int slices, double sliceMillis, String warning,
                               // absent from older runs' files, which must save back as they were
                               @JsonInclude(JsonInclude.Include.NON_NULL) Double fixedWorkNanos,
                               @JsonInclude(JsonInclude.Include.NON_NULL) Double fixedWorkErrorNanos,
                               @JsonInclude(JsonInclude.Include.NON_NULL) Double clockSpreadPercent,
                               @JsonInclude(JsonInclude.Include.NON_NULL) String foretold) {
        /** The spread of a quiet machine: above it, and with no earlier runs here to learn from, the check warns. */
        public static final double QUIET_PERCENT = 15;

        public MachineCheck(double spreadPercent, int slices, double sliceMillis, String warning) {
            this(spreadPercent, slices, sliceMillis, warning, null, null, null, null);
        }

        public MachineCheck(double spreadPercent, int slices, double sliceMillis, String warning, Double fixedWorkNanos,
                            Double fixedWorkErrorNanos, Double clockSpreadPercent) {
            this(spreadPercent, slices, sliceMillis, warning, fixedWorkNanos, fixedWorkErrorNanos, clockSpreadPercent, null);
        }

        /**
         * Whether the clock's spread was 5 points or more above the CPU time's: other work took the CPU away in some
         * slices, which lengthens the run, not its figures (they count CPU time too), and is worth a word.
         */
        public boolean clockFarOff() {
            return clockSpreadPercent != null && clockSpreadPercent - spreadPercent >= 5;
        }
    }

    /** A JVM that measured, identified in results by {@code id}. */
    public record Jvm(String id, String vendor, String version, String vm, String path) {}
}
