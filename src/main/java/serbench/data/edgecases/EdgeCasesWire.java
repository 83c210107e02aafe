package serbench.data.edgecases;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import serbench.data.Conversion;

/** The model to Square Wire's classes generated from edgecases.proto, and back. */
final class EdgeCasesWire {
    static final Conversion<EdgeCases, serbench.gen.proto.edgecases.EdgeCases> CONVERSION =
        new Conversion<>(serbench.gen.proto.edgecases.EdgeCases.class, EdgeCasesWire::build, EdgeCasesWire::read);

    private EdgeCasesWire() {}

    static serbench.gen.proto.edgecases.EdgeCases build(EdgeCases e) {
        return new serbench.gen.proto.edgecases.EdgeCases.Builder().beyond_double(e.beyondDouble)
            .int_min(e.intMin).int_max(e.intMax).long_min(e.longMin).long_max(e.longMax)
            .not_a_number(e.notANumber).positive_infinity(e.positiveInfinity).negative_infinity(e.negativeInfinity)
            .empty(e.empty).absent(e.absent).astral(e.astral).empty_list(e.emptyList).counts(e.counts).build();
    }

    static EdgeCases read(serbench.gen.proto.edgecases.EdgeCases w) {
        EdgeCases e = new EdgeCases();
        e.beyondDouble = w.beyond_double;
        e.intMin = w.int_min;
        e.intMax = w.int_max;
        e.longMin = w.long_min;
        e.longMax = w.long_max;
        e.notANumber = w.not_a_number;
        e.positiveInfinity = w.positive_infinity;
        e.negativeInfinity = w.negative_infinity;
        e.empty = w.empty;
        e.absent = w.absent;
        e.astral = w.astral;
        e.emptyList = new ArrayList<>(w.empty_list);
        e.counts = new LinkedHashMap<>(w.counts);
        return e;
    }
}
