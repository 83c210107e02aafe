package serbench.preset;

import java.util.List;
import java.util.Map;
import serbench.bench.fork.Profile;
import serbench.report.view.MarkdownTable;
import serbench.results.Results;

/** "序列化、反序列化性能测试" (2018): JMH throughput at 4 threads, in ops/ms. */
final class JmhThreadsPreset implements Preset {
    private static final List<String> CODECS = List.of("avro", "java-builtin", "protobuf", "thrift-binary");
    private static final Map<String, String> TEST = Map.of("avro", "Avro", "java-builtin", "Java", "protobuf", "Protobuf",
        "thrift-binary", "Thrift");
    /** codec/op to the post's {score, error} in ops/ms. */
    private static final Map<String, double[]> THEN = Map.of(
        "avro/ser", new double[] {2881.398, 27.619}, "java-builtin/ser", new double[] {1708.157, 122.516},
        "protobuf/ser", new double[] {10349.962, 215.994}, "thrift-binary/ser", new double[] {5292.191, 49.890},
        "avro/deser", new double[] {931.167, 13.185}, "java-builtin/deser", new double[] {521.145, 6.993},
        "protobuf/deser", new double[] {25335.295, 564.496}, "thrift-binary/deser", new double[] {5239.726, 75.048});

    /** The post names no versions; issue 63 dates them to May 2018: avro 1.8.2, libthrift 0.11.0, protobuf 3.5.1. */
    private static final List<Then> THEN_ROWS = List.of(Then.of("avro", "1.8.2"), Then.none("java-builtin", "the JDK of 2018", Then.JDK),
        Then.of("protobuf", "3.5.1"), Then.of("thrift-binary", "0.11.0"));

    @Override public String id() { return "jmh-threads"; }

    @Override public List<Then> then() { return THEN_ROWS; }

    @Override public String source() { return "序列化、反序列化性能测试 (2018)"; }

    @Override
    public List<Results.Plan> plans(Profile profile) {
        return List.of(new Results.Plan(CODECS, List.of("user-small"), List.of("ser", "deser", "deser-read"), List.of(4), "thrpt"));
    }

    @Override
    public String render(Results results, String jvm) {
        Figures f = new Figures(results, jvm);
        StringBuilder md = new StringBuilder();
        for (String op : List.of("ser", "deser")) {
            md.append(op.equals("ser") ? "**Encode：**" : "**Decode：**").append("\n\n");
            MarkdownTable t = new MarkdownTable("Benchmark", "Mode", "Threads", "Score then", "Error then", "Score now",
                "Error now", op.equals("deser") ? "deser-read now" : "bytes", "Units");
            for (String codec : CODECS) {
                double[] then = THEN.get(codec + "/" + op);
                String benchmark = "SerializableEncodeTest.test" + TEST.get(codec) + "Serializable" + (op.equals("ser") ? "Encode" : "Decode");
                var now = f.find("user-small", codec, op, "thrpt");
                String extra = op.equals("deser")
                    ? f.find("user-small", codec, "deser-read", "thrpt").map(m -> f.withError(m.score() / 1000,
                        m.error() == null ? null : m.error() / 1000, Figures::oneDecimal)).orElse("-")
                    : f.size("user-small", codec).map(String::valueOf).orElse("-");
                t.add(benchmark, "thrpt", 4, Figures.oneDecimal(then[0]), Figures.oneDecimal(then[1]),
                    now.map(m -> f.score(m.score() / 1000, Figures::oneDecimal)).orElse(f.missing("user-small", codec)),
                    now.map(m -> f.error(m.error() == null ? null : m.error() / 1000, Figures::oneDecimal)).orElse(""), extra, "ops/ms");
            }
            md.append(t).append('\n');
        }
        md.append(String.format("""
            **Where the post's method differed.** The post ran 4 threads on a 2-core/4-thread i3-4130 (this run:
            %d cores). Its "Decode" for protobuf was `parseFrom` alone, which leaves the strings undecoded, so
            the `deser-read` column (decode, then read every field) is the fair comparison. It showed no entity
            values; serbench uses age 28, username "zhang.wei" and a 58-character address. The post's decode
            benchmark also reused the encode class's names, so the names above are the post's own.
            """, results.environment.cores));
        return md.toString();
    }
}
