package serbench.data.edgecases;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import serbench.data.Conversion;
import serbench.gen.quickbuf.edgecases.EdgeCasesProtos;

/** QuickBuffers has no map type: a map field is its wire form, a repeated entry message of key and value. */
final class EdgeCasesQuickbuf {
    static final Conversion<EdgeCases, EdgeCasesProtos.EdgeCases> CONVERSION =
        new Conversion<>(EdgeCasesProtos.EdgeCases.class, EdgeCasesQuickbuf::build, EdgeCasesQuickbuf::read);

    private EdgeCasesQuickbuf() {}

    static EdgeCasesProtos.EdgeCases build(EdgeCases e) {
        EdgeCasesProtos.EdgeCases q = EdgeCasesProtos.EdgeCases.newInstance().setBeyondDouble(e.beyondDouble)
            .setIntMin(e.intMin).setIntMax(e.intMax).setLongMin(e.longMin).setLongMax(e.longMax)
            .setNotANumber(e.notANumber).setPositiveInfinity(e.positiveInfinity)
            .setNegativeInfinity(e.negativeInfinity).setEmpty(e.empty).setAstral(e.astral);
        for (String s : e.emptyList) q.addEmptyList(s);
        for (Map.Entry<String, Long> c : e.counts.entrySet()) q.getMutableCounts().next().setKey(c.getKey()).setValue(c.getValue());
        if (e.absent != null) q.setAbsent(e.absent);
        return q;
    }

    static EdgeCases read(EdgeCasesProtos.EdgeCases q) {
        EdgeCases e = new EdgeCases();
        e.beyondDouble = q.getBeyondDouble();
        e.intMin = q.getIntMin();
        e.intMax = q.getIntMax();
        e.longMin = q.getLongMin();
        e.longMax = q.getLongMax();
        e.notANumber = q.getNotANumber();
        e.positiveInfinity = q.getPositiveInfinity();
        e.negativeInfinity = q.getNegativeInfinity();
        e.empty = q.getEmpty();
        e.absent = q.hasAbsent() ? q.getAbsent() : null;
        e.astral = q.getAstral();
        e.emptyList = new ArrayList<>(q.getEmptyList().length());
        for (int s = 0; s < q.getEmptyList().length(); s++) e.emptyList.add(q.getEmptyList().get(s));
        e.counts = new LinkedHashMap<>();
        for (EdgeCasesProtos.EdgeCases.CountsEntry c : q.getCounts()) e.counts.put(c.getKey(), c.getValue());
        return e;
    }
}
