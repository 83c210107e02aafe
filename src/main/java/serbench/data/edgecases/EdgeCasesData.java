package serbench.data.edgecases;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/**
 * The edge-case data set, for the round-trip gate and the cross-language matrix rather than for timing: its
 * value is small and its point is which format keeps what.
 */
public final class EdgeCasesData {
    /**
     * EdgeCases to each schema format's own classes. No FlatBuffers, Cap'n Proto or Colfer classes: their
     * compilers (flatc, capnpc-java, colf) were not at hand where the data set was made, so those codecs
     * report it unsupported; nor an SBE schema, whose message has no map and no null string.
     */
    public static final List<Conversion<EdgeCases, ?>> CONVERSIONS = List.of(
        EdgeCasesProto.CONVERSION, EdgeCasesWire.CONVERSION,
        EdgeCasesQuickbuf.CONVERSION, EdgeCasesProtoLite.CONVERSION,
        EdgeCasesThrift.CONVERSION, EdgeCasesAvro.CONVERSION, EdgeCasesKotlin.CONVERSION);
    /** The hand-written baseline's format of EdgeCases. */
    public static final ManualFormat<EdgeCases> MANUAL = EdgeCasesManual.FORMAT;
    /** 2^53 + 1: the first long that a double (a JavaScript number) cannot hold. */
    static final long BEYOND_DOUBLE = (1L << 53) + 1;

    private EdgeCasesData() {}

    public static EdgeCases edgeCases() {
        EdgeCases e = new EdgeCases();
        e.beyondDouble = BEYOND_DOUBLE;
        e.intMin = Integer.MIN_VALUE;
        e.intMax = Integer.MAX_VALUE;
        e.longMin = Long.MIN_VALUE;
        e.longMax = Long.MAX_VALUE;
        e.notANumber = Double.NaN;
        e.positiveInfinity = Double.POSITIVE_INFINITY;
        e.negativeInfinity = Double.NEGATIVE_INFINITY;
        e.empty = "";
        e.absent = null;
        e.astral = "G clef \uD834\uDD1E, grinning face \uD83D\uDE00";
        e.emptyList = new ArrayList<>();
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put("zero", 0L);
        counts.put("beyond-double", BEYOND_DOUBLE);
        counts.put("negative", -1L);
        e.counts = counts;
        return e;
    }
}
