package serbench.preset;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import serbench.bench.fork.Profile;
import serbench.report.view.MarkdownTable;
import serbench.results.Results;

/** "几种序列化协议(protobuf,xstream,jackjson,jdk,hessian)相关数据对比" (2011): ns per op and bytes. */
final class AllTypesPreset implements Preset {
    private static final List<String> CODECS = List.of("protobuf", "jackson-json", "xstream", "java-builtin", "hessian2",
        "hessian2-deflate", "hessian1");
    private static final List<String> HEADERS = List.of("protobuf", "jackson", "xstream", "Serializable", "hessian2",
        "hessian2压缩", "hessian1");
    private static final Map<String, long[]> THEN = Map.of(
        "ser", new long[] {1154, 5421, 92406, 10189, 26794, 100766, 29027},
        "deser", new long[] {1334, 8743, 117329, 64027, 37871, 188432, 37596},
        "bytes", new long[] {97, 311, 664, 824, 374, 283, 495});

    /** The post pins Hessian 3.1.5 (its pom) and names no other version; the others are those of its day (early 2011). */
    private static final List<Then> THEN_ROWS = List.of(
        Then.nearest("protobuf", "not named (early 2011)", "2.4.0a", "the post names no version; 2.4.0a was the release of early 2011"),
        Then.nearest("jackson-json", "Jackson 1 (org.codehaus.jackson), version not named", "1.7.9",
            "the post names no version; 1.7 was Jackson 1's line of 2011"),
        Then.nearest("xstream", "not named (early 2011)", "1.3.1", "the post names no version; 1.3.1 was XStream's release before 1.4 (August 2011)"),
        Then.none("java-builtin", "the JDK of 2011", Then.JDK), Then.of("hessian2", "3.1.5"), Then.of("hessian2-deflate", "3.1.5"),
        Then.of("hessian1", "3.1.5"));

    @Override public String id() { return "all-types"; }

    @Override public List<Then> then() { return THEN_ROWS; }

    @Override public String source() { return "几种序列化协议相关数据对比 (2011)"; }

    @Override
    public List<Results.Plan> plans(Profile profile) {
        return List.of(new Results.Plan(CODECS, List.of("message"), List.of("ser", "deser", "deser-read"), List.of(1), "avgt"));
    }

    @Override
    public String render(Results results, String jvm) {
        Figures f = new Figures(results, jvm);
        String[] header = new String[CODECS.size() + 1];
        header[0] = "";
        for (int i = 0; i < HEADERS.size(); i++) header[i + 1] = HEADERS.get(i);
        MarkdownTable t = new MarkdownTable(header);
        t.add(row("序列化(单位ns) then", i -> Figures.grouped(THEN.get("ser")[i])));
        t.add(row("序列化(单位ns) now", i -> time(f, CODECS.get(i), "ser")));
        t.add(row("反序列化(单位ns) then", i -> Figures.grouped(THEN.get("deser")[i])));
        t.add(row("反序列化(单位ns) now", i -> time(f, CODECS.get(i), "deser")));
        t.add(row("deser-read (ns) now", i -> time(f, CODECS.get(i), "deser-read")));
        t.add(row("bytes then", i -> String.valueOf(THEN.get("bytes")[i])));
        t.add(row("bytes now", i -> f.size("message", CODECS.get(i)).map(String::valueOf).orElse("-")));
        return t + """

            **Where the post's method differed.** It timed 500,000 write+read loops after only 10 warm-up
            calls, with no blackhole; its protobuf "deserialize" left strings undecoded (see `deser-read`). Its
            Jackson mapper skipped nulls (`NON_NULL`) and used Jackson 1; serbench's `jackson-json` uses Jackson 2
            defaults, and XStream is secured with an allow-list. Hessian was 3.1.5 then; serbench uses 4.x with
            reused streams. The post's protobuf size, 97 bytes, is reproduced exactly.
            """;
    }

    private static Object[] row(String label, Function<Integer, String> cell) {
        Object[] cells = new Object[CODECS.size() + 1];
        cells[0] = label;
        for (int i = 0; i < CODECS.size(); i++) cells[i + 1] = cell.apply(i);
        return cells;
    }

    private static String time(Figures f, String codec, String op) {
        return f.find("message", codec, op, "avgt").map(m -> f.withError(m.score(), m.error(), Figures::grouped))
            .orElse(f.missing("message", codec));
    }
}
