package serbench.preset;

import java.util.List;
import java.util.Map;
import serbench.bench.fork.Profile;
import serbench.report.view.MarkdownTable;
import serbench.results.Measurement;
import serbench.results.Results;

/** "Protobuf vs Thrift 性能测试" (2016): fixed count and fixed time, simple and complex object. */
final class ProtobufVsThriftPreset implements Preset {
    private static final List<String> CODECS = List.of("protobuf", "thrift-binary");
    private static final long SIMPLE_COUNT = 1_000_000, COMPLEX_COUNT = 10_000;
    private static final int POST_SECONDS = 60;
    private static final Map<String, String> ACTION = Map.of("ser", "序列化 (ser)", "deser", "反序列化 (deser)",
        "roundtrip", "序列化反序列化交替进行 (alternating)");

    /** The post's published figures: dataset/codec/op to ops in 60 s, and to ms for the fixed count. */
    private static final Map<String, Long> THEN_TIME = Map.ofEntries(
        Map.entry("user/protobuf/ser", 12_560_420L), Map.entry("user/thrift-binary/ser", 8_487_338L),
        Map.entry("user/protobuf/deser", 88_119_395L), Map.entry("user/thrift-binary/deser", 10_147_918L),
        Map.entry("user/protobuf/roundtrip", 10_713_643L), Map.entry("user/thrift-binary/roundtrip", 4_495_906L),
        Map.entry("addressbook/protobuf/ser", 52_345L), Map.entry("addressbook/thrift-binary/ser", 43_103L),
        Map.entry("addressbook/protobuf/deser", 200_191L), Map.entry("addressbook/thrift-binary/deser", 44_181L),
        Map.entry("addressbook/protobuf/roundtrip", 41_788L), Map.entry("addressbook/thrift-binary/roundtrip", 23_028L));
    private static final Map<String, Long> THEN_COUNT_MS = Map.of(
        "user/protobuf/ser", 4782L, "user/thrift-binary/ser", 6965L,
        "user/protobuf/deser", 624L, "user/thrift-binary/deser", 5662L,
        "addressbook/protobuf/ser", 12956L, "addressbook/thrift-binary/ser", 16951L,
        "addressbook/protobuf/deser", 3120L, "addressbook/thrift-binary/deser", 14429L);

    /** The post names no versions: its .proto is proto2 (required fields), and libthrift of August 2016 was 0.9.3. */
    private static final List<Then> THEN_ROWS = List.of(
        Then.nearest("protobuf", "not named (proto2, August 2016)", "2.6.1", "the post names no version; 2.6.1 was protobuf 2's last release"),
        Then.nearest("thrift-binary", "not named (August 2016)", "0.9.3", "the post names no version; 0.9.3 was libthrift's release of 2016"));

    @Override public String id() { return "protobuf-vs-thrift"; }

    @Override public List<Then> then() { return THEN_ROWS; }

    @Override public String source() { return "Protobuf vs Thrift 性能测试 (2016)"; }

    @Override
    public List<Results.Plan> plans(Profile profile) {
        List<String> ops = List.of("build", "ser", "deser", "roundtrip");
        return List.of(
            new Results.Plan(CODECS, List.of("user"), ops, List.of(1), "count:" + Figures.count(profile, SIMPLE_COUNT)),
            new Results.Plan(CODECS, List.of("addressbook"), ops, List.of(1), "count:" + Figures.count(profile, COMPLEX_COUNT)),
            new Results.Plan(CODECS, List.of("user", "addressbook"), List.of("ser", "deser", "roundtrip"), List.of(1),
                "time:" + Figures.seconds(profile, POST_SECONDS) + "s"));
    }

    @Override
    public String render(Results results, String jvm) {
        Figures f = new Figures(results, jvm);
        StringBuilder md = new StringBuilder();
        for (String dataset : List.of("user", "addressbook")) {
            long postCount = dataset.equals("user") ? SIMPLE_COUNT : COMPLEX_COUNT;
            String countMode = results.settings.plans().stream().filter(p -> p.datasets().equals(List.of(dataset)))
                .map(Results.Plan::mode).findFirst().orElseThrow();
            String timeMode = results.settings.plans().stream().filter(p -> p.mode().startsWith("time:"))
                .map(Results.Plan::mode).findFirst().orElseThrow();
            int measuredSeconds = Integer.parseInt(timeMode.substring(5, timeMode.length() - 1));
            md.append("### ").append(dataset.equals("user") ? "简单对象 (simple object, `user`)" : "复杂对象 (complex object, `addressbook`)")
                .append("\n\n1、固定1分钟测试结果 (fixed one minute: ops in 60 s; now measured over ").append(measuredSeconds)
                .append("-second iterations and scaled to 60 s)\n\n");
            MarkdownTable time = new MarkdownTable("名称", "动作", "大小", "次数 then", "次数 now");
            for (String op : List.of("ser", "deser", "roundtrip")) {
                for (String codec : CODECS) {
                    String key = dataset + "/" + codec + "/" + op;
                    String suffix = op.equals("roundtrip") ? "*2" : "";
                    time.add(name(codec), ACTION.get(op), size(f, dataset, codec),
                        Figures.grouped(THEN_TIME.get(key)) + suffix,
                        f.find(dataset, codec, op, timeMode)
                            .map(m -> scaled(f, m, (double) POST_SECONDS / measuredSeconds) + suffix)
                            .orElse(f.missing(dataset, codec)));
                }
            }
            md.append(time).append("\n2、固定次数 (fixed count: time in ms for ").append(Figures.grouped(postCount))
                .append(" ops; now measured for ").append(countMode.substring(6)).append(" ops and scaled)\n\n");
            long measuredCount = Long.parseLong(countMode.substring(6));
            MarkdownTable count = new MarkdownTable("名称", "动作", "大小", "时间(ms) then", "时间(ms) now", "build (ms) now");
            for (String op : List.of("ser", "deser")) {
                for (String codec : CODECS) {
                    double scale = (double) postCount / measuredCount;
                    count.add(name(codec), ACTION.get(op), size(f, dataset, codec),
                        Figures.grouped(THEN_COUNT_MS.get(dataset + "/" + codec + "/" + op)),
                        f.find(dataset, codec, op, countMode).map(m -> scaled(f, m, scale)).orElse(f.missing(dataset, codec)),
                        op.equals("ser") ? f.find(dataset, codec, "build", countMode).map(m -> scaled(f, m, scale)).orElse("") : "");
                }
            }
            md.append(count).append('\n');
        }
        md.append("""
            **Where the post's method differed.** Its serialize loops also built the object on every pass (so
            its "serialize" is serbench's `build` + `ser`; the build column shows that share), and its Thrift loop
            never called `out.toByteArray()`, so Thrift was spared the copy that protobuf's `toByteArray()` paid.
            Its protobuf "deserialize" was `parseFrom` alone, which leaves strings as undecoded bytes; serbench's
            `roundtrip` reads every field back. The one-minute test counted loops from another thread without
            synchronisation, with no warm-up and no blackhole; serbench uses JMH with warm-up, a blackhole for
            every result and a 99.9% error on every figure (see the standard tables).
            """);
        return md.toString();
    }

    private static String name(String codec) {
        return codec.equals("protobuf") ? "protobuf" : "thrift";
    }

    private static String size(Figures f, String dataset, String codec) {
        return f.size(dataset, codec).map(s -> s + " byte").orElse("-");
    }

    private static String scaled(Figures f, Measurement m, double scale) {
        return f.withError(m.score() * scale, m.error() == null ? null : m.error() * scale, Figures::grouped);
    }
}
