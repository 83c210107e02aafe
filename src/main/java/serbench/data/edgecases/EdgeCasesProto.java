package serbench.data.edgecases;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import serbench.data.Conversion;
import serbench.gen.proto.edgecases.EdgeCasesProtos;

final class EdgeCasesProto {
    static final Conversion<EdgeCases, EdgeCasesProtos.EdgeCases> CONVERSION =
        new Conversion<>(EdgeCasesProtos.EdgeCases.class, EdgeCasesProto::build, EdgeCasesProto::read);

    private EdgeCasesProto() {}

    static EdgeCasesProtos.EdgeCases build(EdgeCases e) {
        EdgeCasesProtos.EdgeCases.Builder b = EdgeCasesProtos.EdgeCases.newBuilder().setBeyondDouble(e.beyondDouble)
            .setIntMin(e.intMin).setIntMax(e.intMax).setLongMin(e.longMin).setLongMax(e.longMax)
            .setNotANumber(e.notANumber).setPositiveInfinity(e.positiveInfinity)
            .setNegativeInfinity(e.negativeInfinity).setEmpty(e.empty).setAstral(e.astral)
            .addAllEmptyList(e.emptyList).putAllCounts(e.counts);
        if (e.absent != null) b.setAbsent(e.absent);
        return b.build();
    }

    static EdgeCases read(EdgeCasesProtos.EdgeCases p) {
        EdgeCases e = new EdgeCases();
        e.beyondDouble = p.getBeyondDouble();
        e.intMin = p.getIntMin();
        e.intMax = p.getIntMax();
        e.longMin = p.getLongMin();
        e.longMax = p.getLongMax();
        e.notANumber = p.getNotANumber();
        e.positiveInfinity = p.getPositiveInfinity();
        e.negativeInfinity = p.getNegativeInfinity();
        e.empty = p.getEmpty();
        e.absent = p.hasAbsent() ? p.getAbsent() : null;
        e.astral = p.getAstral();
        e.emptyList = new ArrayList<>(p.getEmptyListList());
        e.counts = new LinkedHashMap<>(p.getCountsMap());
        return e;
    }
}
