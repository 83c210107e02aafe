package serbench.data.graph;

import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;
import serbench.data.graph.convert.GraphAvro;
import serbench.data.graph.convert.GraphAvroGeneric;
import serbench.data.graph.convert.GraphCapn;
import serbench.data.graph.convert.GraphColfer;
import serbench.data.graph.convert.GraphFbs;
import serbench.data.graph.convert.GraphManual;
import serbench.data.graph.convert.GraphProto;
import serbench.data.graph.convert.GraphProtoLite;
import serbench.data.graph.convert.GraphQuickbuf;
import serbench.data.graph.convert.GraphSbe;
import serbench.data.graph.convert.GraphThrift;
import serbench.data.graph.convert.GraphWire;

/**
 * The graph to each schema format's own classes, every one through {@link GraphRows} and back through
 * {@link GraphRelink} (the schemas are beside this file), and its hand-written format.
 */
public final class GraphConversions {
    public static final List<Conversion<Company, ?>> CONVERSIONS = List.of(
        GraphProto.CONVERSION, GraphThrift.CONVERSION, GraphAvro.CONVERSION, GraphWire.CONVERSION,
        GraphQuickbuf.CONVERSION, GraphProtoLite.CONVERSION, GraphSbe.CONVERSION,
        GraphFbs.CONVERSION, GraphCapn.CONVERSION, GraphColfer.CONVERSION, GraphAvroGeneric.CONVERSION);
    /** The hand-written baseline's format of the graph: its rows too. */
    public static final ManualFormat<Company> MANUAL = GraphManual.FORMAT;

    private GraphConversions() {}
}
