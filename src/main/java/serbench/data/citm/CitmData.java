package serbench.data.citm;

import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/**
 * {@code citm_catalog.json}, the public document of the JSON parsers' benchmarks (nativejson-benchmark, simdjson,
 * kotlinx.serialization's), as the typed model of all of it: {@link CitmDocument} reads the shipped file once and
 * builds a fresh, equal value on every call.
 */
public final class CitmData {
    /** CitmCatalog to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<CitmCatalog, ?>> CONVERSIONS = List.of(
        CitmProto.CONVERSION, CitmThrift.CONVERSION, CitmAvro.CONVERSION, CitmWire.CONVERSION,
        CitmQuickbuf.CONVERSION, CitmProtoLite.CONVERSION,
        CitmCapn.CONVERSION, CitmColfer.CONVERSION, CitmSbe.CONVERSION, CitmFbs.CONVERSION, CitmKotlin.CONVERSION);
    /** The hand-written baseline's format of CitmCatalog. */
    public static final ManualFormat<CitmCatalog> MANUAL = CitmManual.FORMAT;

    private CitmData() {}

    public static CitmCatalog citmCatalog() {
        return CitmDocument.catalog();
    }
}
