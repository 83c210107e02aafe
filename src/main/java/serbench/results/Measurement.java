package serbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;

/**
 * One figure: an estimate from {@code samples} steady JMH iterations in {@code forks} independent measuring JVMs (see
 * {@code serbench.stats.RobustFigure}): the mean cost of one op, its share of garbage collection included, as JMH's
 * mean estimates it. {@code low}..{@code high} is its interval, {@code error} the larger side of that interval as one ±
 * figure (null when it cannot be computed), {@code min} and {@code max} the fastest and slowest iteration of its JVMs,
 * {@code note} what the estimate left out or re-measured. {@code allocBytesPerOp}: bytes allocated per op over the
 * measured iterations of its JVMs; {@code gcNanosPerOp}: the share of garbage collection in the figure, with its
 * interval {@code gcLow}..{@code gcHigh} and the {@code collections} that ran during the figure's steady iterations
 * (null when not measured: smoke, older runs, whose {@code gcNanosPerOp} was the collectors' own count over the
 * iterations). {@code classesLoaded}: classes the JVMs loaded while they measured it, which a warmed-up codec never
 * does (null in older runs). {@code split}: true when its JVMs sat on two levels, the note naming them (null
 * otherwise). {@code sameAs}: the op this figure was measured as, the same work for a codec that writes
 * the shared model itself ({@code ser} for {@code build+ser}, {@code deser} for {@code deser-read}); null for a figure
 * measured in its own right. {@code sameBytes}: for a compressor's op, the codec whose bytes it was measured on, which
 * this codec writes too, byte for byte (their round trips' digests agree), so the compressor's work is the same; null
 * for a figure measured on this codec's own bytes. {@code raw}: the figure as its JVMs timed it by the clock, the time
 * their threads had no CPU included (in 0.4.0 also before each JVM's part was scaled by its reference); null where the
 * figure is the clock's (no CPU shares: several threads, smoke, runs before 0.4.0).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Measurement(String dataset, String codec, String op, int threads, String mode,
                          // a figure without its score (or with null) must not read as 0, the best of all
                          @JsonProperty(required = true) @JsonSetter(nulls = Nulls.FAIL) double score,
                          Double error, String unit, Double allocBytesPerOp, Double gcNanosPerOp, String jvm, int samples,
                          double min, double max, int forks, Double low, Double high, String note, String sameAs,
                          Double gcLow, Double gcHigh, Integer collections, Long classesLoaded, Boolean split, String sameBytes,
                          Double raw) {
    public Measurement(String dataset, String codec, String op, int threads, String mode, double score, Double error,
                       String unit, Double allocBytesPerOp, Double gcNanosPerOp, String jvm, int samples, double min,
                       double max, int forks, Double low, Double high, String note) {
        this(dataset, codec, op, threads, mode, score, error, unit, allocBytesPerOp, gcNanosPerOp, jvm, samples, min, max,
            forks, low, high, note, null, null, null, null, null, null, null, null);
    }

    /** This figure as that of {@code op} too, which does the same work ({@code sameAs}). */
    public Measurement as(String op) {
        return new Measurement(dataset, codec, op, threads, mode, score, error, unit, allocBytesPerOp, gcNanosPerOp, jvm,
            samples, min, max, forks, low, high, note, this.op, gcLow, gcHigh, collections, classesLoaded, split, sameBytes, raw);
    }

    /** This figure, of the JVM named {@code id}. */
    public Measurement withJvm(String id) {
        return new Measurement(dataset, codec, op, threads, mode, score, error, unit, allocBytesPerOp, gcNanosPerOp, id,
            samples, min, max, forks, low, high, note, sameAs, gcLow, gcHigh, collections, classesLoaded, split, sameBytes, raw);
    }

    /** This compressor's figure, measured on this codec's bytes, as that of {@code other}, which writes the same bytes. */
    public Measurement forSameBytes(String other) {
        return new Measurement(dataset, other, op, threads, mode, score, error, unit, allocBytesPerOp, gcNanosPerOp, jvm,
            samples, min, max, forks, low, high, note, sameAs, gcLow, gcHigh, collections, classesLoaded, split, codec, raw);
    }
}
