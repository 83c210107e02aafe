package serbench.report.section;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import serbench.report.view.Standings;
import serbench.results.Op;
import serbench.size.Compression;

/**
 * What a codec costs a service, in its own units (docs/calculator.md has the formula): given the cores it spends on
 * serialization, its link's bandwidth and the direction its messages go, the messages per second each way of
 * encoding sustains and what limits it; given a message rate too, the cores and the bandwidth that rate needs.
 */
public final class Calculator {
    private static final double NANOS = 1e9;
    private static final double BITS_PER_BYTE = 8;

    /** Which of the two halves of a message's trip the service pays for. */
    public enum Direction {
        SEND, RECEIVE, BOTH;

        public boolean sends() {
            return this != RECEIVE;
        }

        public boolean receives() {
            return this != SEND;
        }
    }

    /** What limits a way of encoding first. */
    public enum Bottleneck { CPU, LINK }

    /**
     * The service: {@code cores} spent on encoding and decoding; its link in bits per second (each direction, as a
     * full-duplex link carries); {@code rate} messages per second it must handle, or null to ask only how many it
     * can.
     */
    public record Service(double cores, double linkBitsPerSecond, Direction direction, Double rate) {
        public Service {
            CORES.check(cores, String.valueOf(cores));
            LINK.check(linkBitsPerSecond, String.valueOf(linkBitsPerSecond));
            if (rate != null) RATE.check(rate, String.valueOf(rate));
        }
    }

    /**
     * What a service's figure may be, {@code range} saying it: within it every answer is a finite number above 0 that
     * prints with its digits (1e-320 cores printed "0 cores", 1e308 "Infinity" messages per second), and no service is
     * outside it. The page's form takes the same ({@link CalculatorHtml}).
     */
    public record Limit(String name, double low, double high, String range) {
        /** An IllegalArgumentException unless {@code x}, as the user wrote it {@code given}, is within the limit. */
        void check(double x, String given) {
            if (!(x >= low && x <= high)) throw new IllegalArgumentException("--" + name + " must be " + range + ", got " + given);
        }
    }

    static final Limit CORES = new Limit("cores", 1e-6, 1e6, "a number from 0.000001 to 1,000,000");
    static final Limit RATE = new Limit("rate", 1e-6, 1e12, "a number from 0.000001 to 1,000,000,000,000");
    static final Limit LINK = new Limit("bandwidth", 1, 1e15, "from 1 bit/s to 1,000 Tbit/s");

    /**
     * One way to put a message on the wire: a codec, with a compressor or none ({@code compressor} null), the time
     * to encode and to decode one message (compression included; NaN where not measured and the direction it was made
     * for does not pay it), and the bytes it sends.
     */
    public record Way(String codec, String compressor, double encodeNanos, double decodeNanos, double bytes) {
        /** The CPU time one message costs in {@code d}. */
        double nanos(Direction d) {
            return (d.sends() ? encodeNanos : 0) + (d.receives() ? decodeNanos : 0);
        }
    }

    /**
     * A way's answer: the CPU time per message, the messages per second the cores allow and the link allows, the
     * lower of the two (what it sustains) and which it is; with a rate, the cores and bits per second it needs.
     */
    public record Answer(Way way, double nanosPerMessage, double byCpu, double byLink, double sustained, Bottleneck bottleneck,
                         Double coresNeeded, Double bitsNeeded) {
        /** Whether it handles the service's rate within its cores and link (true when no rate was asked for). */
        public boolean meets(Service s) {
            return s.rate() == null || sustained >= s.rate();
        }
    }

    /** A month of traffic, as cloud providers bill it: 730 hours (a year's 8,760 hours over 12). */
    static final double MONTH_SECONDS = 730 * 3600;

    private static final Pattern BANDWIDTH =
        Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*([kMGT]?)(bit|bps|B)(?:/(s|month))?");

    private Calculator() {}

    /**
     * A bandwidth as bits per second: a number and a unit, in bits ({@code 1Gbit}, {@code 100Mbit/s}, {@code 1Gbps}) or
     * bytes per second ({@code 50MB/s}) or per month ({@code 2TB/month}, {@link #MONTH_SECONDS}); prefixes are powers of
     * 1,000, as links are sold. Bytes name their time: links are sold per second, traffic by the month, so a bare
     * {@code 1GB} could be either. Within {@link #LINK}.
     */
    public static double bitsPerSecond(String text) {
        Matcher m = BANDWIDTH.matcher(text.trim());
        boolean perMonth = m.matches() && "month".equals(m.group(4));
        if (!m.matches() || perMonth && !m.group(3).equals("B") || m.group(3).equals("bps") && m.group(4) != null) {
            throw new IllegalArgumentException("invalid bandwidth '" + text + "'; expected e.g. 1Gbit, 100Mbit/s, 50MB/s or 2TB/month");
        }
        if (m.group(3).equals("B") && m.group(4) == null) {
            throw new IllegalArgumentException("bandwidth '" + text + "' says no time: write " + text.trim() + "/s or " + text.trim() + "/month");
        }
        double value = Double.parseDouble(m.group(1)) * Math.pow(1000, m.group(2).isEmpty() ? 0 : "kMGT".indexOf(m.group(2)) + 1);
        double bits = m.group(3).equals("B") ? value * BITS_PER_BYTE : value;
        double rate = perMonth ? bits / MONTH_SECONDS : bits;
        // a number of many digits parses to infinity (or 0), which the limit names as what it is: beyond it
        LINK.check(rate, "'" + text + "'");
        return rate;
    }

    /** One way's answer for the service. */
    public static Answer answer(Way w, Service s) {
        double nanos = w.nanos(s.direction());
        double byCpu = s.cores() * NANOS / nanos;
        double byLink = s.linkBitsPerSecond() / (BITS_PER_BYTE * w.bytes());
        Bottleneck b = byCpu <= byLink ? Bottleneck.CPU : Bottleneck.LINK;
        Double cores = s.rate() == null ? null : s.rate() * nanos / NANOS;
        Double bits = s.rate() == null ? null : s.rate() * BITS_PER_BYTE * w.bytes();
        return new Answer(w, nanos, byCpu, byLink, Math.min(byCpu, byLink), b, cores, bits);
    }

    /**
     * Each real codec of a data set's standings sent as encoded, with its like-for-like encode and decode times and its
     * size: those with the size and the times {@code d} pays ({@link Standings}); the rest are {@link #unmeasured}. With
     * {@code compression} also each codec with each compressor the run timed on its bytes: the compressing op added to
     * its encode, the decompressing op to its decode, the bytes after it.
     */
    public static List<Way> ways(Standings s, boolean compression, Direction d) {
        List<Way> ways = new ArrayList<>();
        for (Standings.Standing x : s.all()) {
            if (x.baseline() || !lacks(s, x, d).isEmpty()) continue;
            ways.add(new Way(x.codec(), null, nanos(x.encode()), nanos(x.decode()), x.size()));
            if (!compression) continue;
            for (Compression c : Compression.values()) {
                Standings.Time in = s.time(x, Op.of(c, false)), out = s.time(x, Op.of(c, true));
                if (in == null && d.sends() || out == null && d.receives() || x.row().size().compressed(c) <= 0) continue;
                ways.add(new Way(x.codec(), c.key(), nanos(x.encode()) + nanos(in), nanos(x.decode()) + nanos(out), x.row().size().compressed(c)));
            }
        }
        return ways;
    }

    private static double nanos(Standings.Time t) {
        return t == null ? Double.NaN : t.ns();
    }

    /** Whether the run timed a compressor on any codec of these standings: compression can then be weighed. */
    public static boolean timesCompression(Standings s) {
        return ways(s, true, Direction.BOTH).stream().anyMatch(w -> w.compressor() != null);
    }

    /** Each codec's best way for the service (the first of {@link #rank}), the codecs ranked as there. */
    public static List<Answer> best(List<Way> ways, Service s) {
        Set<String> seen = new HashSet<>();
        return rank(ways, s).stream().filter(a -> seen.add(a.way().codec())).toList();
    }

    /** A real codec {@link #ways} leaves out, and why. */
    public record Unmeasured(String codec, String reason) {}

    /** Codecs left out, each with its reason: "xstream (no deser-read time); avro (unsupported: …)". */
    public static String list(List<Unmeasured> left) {
        return String.join("; ", left.stream().map(u -> u.codec() + " (" + u.reason() + ")").toList());
    }

    /**
     * The real codecs of the standings that {@link #ways} leaves out for {@code d}, each with its pair's own reason
     * where the run recorded one (unsupported, failed), else with what it lacks.
     */
    public static List<Unmeasured> unmeasured(Standings s, Direction d) {
        return s.all().stream().filter(x -> !x.baseline() && !lacks(s, x, d).isEmpty())
            .map(x -> new Unmeasured(x.codec(), x.row().missing() != null ? x.row().missing() : String.join(", ", lacks(s, x, d))))
            .toList();
    }

    /** What of the size and the times {@code d} pays a codec lacks, e.g. "no deser-read time"; empty when nothing. */
    private static List<String> lacks(Standings s, Standings.Standing x, Direction d) {
        List<String> lacks = new ArrayList<>();
        if (d.sends() && x.encode() == null) lacks.add("no " + (s.encodeOp() == null ? "encode" : s.encodeOp()) + " time");
        if (d.receives() && x.decode() == null) lacks.add("no " + (s.decodeOp() == null ? "decode" : s.decodeOp()) + " time");
        if (x.size() == null || x.size() <= 0) lacks.add("no size");
        return lacks;
    }

    /** A figure of the calculator, messages per second and the like: whole above 100, else 3 digits, so 0.4 is no 0. */
    public static String plain(double x) {
        return String.format(Locale.ROOT, x >= 100 ? "%,.0f" : "%.3g", x);
    }

    /** Every way's answer, the most messages per second first (ties: the fewer bytes, then the codec's name). */
    public static List<Answer> rank(List<Way> ways, Service s) {
        return ways.stream().map(w -> answer(w, s))
            .sorted(Comparator.comparingDouble(Answer::sustained).reversed()
                .thenComparingDouble(a -> a.way().bytes())
                .thenComparing(a -> a.way().codec())
                .thenComparing(a -> a.way().compressor() == null ? "" : a.way().compressor()))
            .toList();
    }
}
