package serbench.data.edgecases;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import serbench.data.Conversion;

final class EdgeCasesThrift {
    static final Conversion<EdgeCases, serbench.gen.thrift.edgecases.EdgeCases> CONVERSION =
        new Conversion<>(serbench.gen.thrift.edgecases.EdgeCases.class, EdgeCasesThrift::build, EdgeCasesThrift::read);

    private EdgeCasesThrift() {}

    static serbench.gen.thrift.edgecases.EdgeCases build(EdgeCases e) {
        return new serbench.gen.thrift.edgecases.EdgeCases().setBeyond_double(e.beyondDouble)
            .setInt_min(e.intMin).setInt_max(e.intMax).setLong_min(e.longMin).setLong_max(e.longMax)
            .setNot_a_number(e.notANumber).setPositive_infinity(e.positiveInfinity)
            .setNegative_infinity(e.negativeInfinity).setEmpty(e.empty).setAbsent(e.absent).setAstral(e.astral)
            .setEmpty_list(e.emptyList).setCounts(e.counts);
    }

    static EdgeCases read(serbench.gen.thrift.edgecases.EdgeCases t) {
        EdgeCases e = new EdgeCases();
        e.beyondDouble = t.getBeyond_double();
        e.intMin = t.getInt_min();
        e.intMax = t.getInt_max();
        e.longMin = t.getLong_min();
        e.longMax = t.getLong_max();
        e.notANumber = t.getNot_a_number();
        e.positiveInfinity = t.getPositive_infinity();
        e.negativeInfinity = t.getNegative_infinity();
        e.empty = t.getEmpty();
        e.absent = t.getAbsent();
        e.astral = t.getAstral();
        e.emptyList = new ArrayList<>(t.getEmpty_list());
        e.counts = new LinkedHashMap<>(t.getCounts());
        return e;
    }
}
