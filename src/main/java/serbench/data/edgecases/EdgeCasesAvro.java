package serbench.data.edgecases;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import serbench.data.Conversion;

final class EdgeCasesAvro {
    static final Conversion<EdgeCases, serbench.gen.avro.edgecases.EdgeCases> CONVERSION =
        new Conversion<>(serbench.gen.avro.edgecases.EdgeCases.class, EdgeCasesAvro::build, EdgeCasesAvro::read);

    private EdgeCasesAvro() {}

    static serbench.gen.avro.edgecases.EdgeCases build(EdgeCases e) {
        return new serbench.gen.avro.edgecases.EdgeCases(e.beyondDouble, e.intMin, e.intMax, e.longMin, e.longMax,
            e.notANumber, e.positiveInfinity, e.negativeInfinity, e.empty, e.absent, e.astral, e.emptyList, e.counts);
    }

    static EdgeCases read(serbench.gen.avro.edgecases.EdgeCases a) {
        EdgeCases e = new EdgeCases();
        e.beyondDouble = a.getBeyondDouble();
        e.intMin = a.getIntMin();
        e.intMax = a.getIntMax();
        e.longMin = a.getLongMin();
        e.longMax = a.getLongMax();
        e.notANumber = a.getNotANumber();
        e.positiveInfinity = a.getPositiveInfinity();
        e.negativeInfinity = a.getNegativeInfinity();
        e.empty = a.getEmpty();
        e.absent = a.getAbsent();
        e.astral = a.getAstral();
        e.emptyList = new ArrayList<>(a.getEmptyList());
        e.counts = new LinkedHashMap<>(a.getCounts());
        return e;
    }
}
