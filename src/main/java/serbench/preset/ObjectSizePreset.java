package serbench.preset;

import java.util.List;
import java.util.Map;
import serbench.bench.fork.Profile;
import serbench.report.view.MarkdownTable;
import serbench.results.Measurement;
import serbench.results.Results;

/** "序列化工具对比" (2016): a tree of 0 to 1024 children, min/max/avg ms per 1000 ops, and size. */
final class ObjectSizePreset implements Preset {
    private static final List<String> CODECS = List.of("jackson-json", "protobuf", "java-builtin", "kryo", "hessian2", "protostuff");
    private static final Map<String, String> NAME = Map.of("jackson-json", "jackson", "protobuf", "protobuf",
        "java-builtin", "java", "kryo", "kryo", "hessian2", "hessian", "protostuff", "protostuff");
    private static final List<Integer> CHILDREN = List.of(0, 32, 64, 1024);
    private static final long POST_COUNT = 1000;
    /** name[children] op to the post's {min, max, avg} ms per 1000 ops. */
    private static final Map<String, int[]> THEN = Map.ofEntries(
        Map.entry("jackson[0] ser", new int[] {1, 27, 4}), Map.entry("jackson[0] deser", new int[] {2, 29, 10}),
        Map.entry("protobuf[0] ser", new int[] {0, 7, 1}), Map.entry("protobuf[0] deser", new int[] {0, 6, 1}),
        Map.entry("java[0] ser", new int[] {3, 25, 5}), Map.entry("java[0] deser", new int[] {15, 50, 20}),
        Map.entry("kryo[0] ser", new int[] {1, 11, 2}), Map.entry("kryo[0] deser", new int[] {1, 7, 2}),
        Map.entry("hessian[0] ser", new int[] {84, 165, 105}), Map.entry("hessian[0] deser", new int[] {9, 38, 15}),
        Map.entry("protostuff[0] ser", new int[] {0, 6, 1}), Map.entry("protostuff[0] deser", new int[] {0, 3, 0}),
        Map.entry("jackson[32] ser", new int[] {12, 32, 15}), Map.entry("jackson[32] deser", new int[] {20, 48, 24}),
        Map.entry("protobuf[32] ser", new int[] {2, 27, 8}), Map.entry("protobuf[32] deser", new int[] {4, 10, 6}),
        Map.entry("java[32] ser", new int[] {20, 51, 28}), Map.entry("java[32] deser", new int[] {28, 59, 34}),
        Map.entry("kryo[32] ser", new int[] {7, 35, 12}), Map.entry("kryo[32] deser", new int[] {10, 36, 17}),
        Map.entry("hessian[32] ser", new int[] {97, 117, 103}), Map.entry("hessian[32] deser", new int[] {16, 29, 19}),
        Map.entry("protostuff[32] ser", new int[] {4, 10, 6}), Map.entry("protostuff[32] deser", new int[] {5, 14, 6}),
        Map.entry("jackson[64] ser", new int[] {22, 25, 23}), Map.entry("jackson[64] deser", new int[] {39, 41, 40}),
        Map.entry("protobuf[64] ser", new int[] {5, 6, 5}), Map.entry("protobuf[64] deser", new int[] {8, 11, 9}),
        Map.entry("java[64] ser", new int[] {24, 27, 25}), Map.entry("java[64] deser", new int[] {38, 41, 39}),
        Map.entry("kryo[64] ser", new int[] {12, 13, 12}), Map.entry("kryo[64] deser", new int[] {13, 20, 14}),
        Map.entry("hessian[64] ser", new int[] {105, 113, 109}), Map.entry("hessian[64] deser", new int[] {26, 29, 27}),
        Map.entry("protostuff[64] ser", new int[] {9, 10, 10}), Map.entry("protostuff[64] deser", new int[] {10, 13, 11}),
        Map.entry("jackson[1024] ser", new int[] {357, 422, 376}), Map.entry("jackson[1024] deser", new int[] {639, 661, 648}),
        Map.entry("protobuf[1024] ser", new int[] {88, 105, 93}), Map.entry("protobuf[1024] deser", new int[] {141, 148, 143}),
        Map.entry("java[1024] ser", new int[] {365, 381, 371}), Map.entry("java[1024] deser", new int[] {387, 411, 394}),
        Map.entry("kryo[1024] ser", new int[] {192, 199, 196}), Map.entry("kryo[1024] deser", new int[] {207, 217, 209}),
        Map.entry("hessian[1024] ser", new int[] {322, 364, 335}), Map.entry("hessian[1024] deser", new int[] {344, 354, 350}),
        Map.entry("protostuff[1024] ser", new int[] {155, 159, 156}), Map.entry("protostuff[1024] deser", new int[] {167, 175, 169}));
    private static final Map<String, int[]> THEN_SIZES = Map.of("jackson", new int[] {88, 3004, 5916, 94226},
        "protobuf", new int[] {28, 1043, 2067, 33737}, "java", new int[] {325, 1521, 2673, 38183},
        "kryo", new int[] {26, 1012, 1940, 30731}, "hessian", new int[] {168, 1056, 1953, 29783},
        "protostuff", new int[] {28, 1043, 2067, 33737});

    /** The versions the post lists under 测试环境. */
    private static final List<Then> THEN_ROWS = List.of(Then.of("jackson-json", "2.4.0"), Then.of("protobuf", "2.6.1"),
        Then.none("java-builtin", "JDK 8 (1.8.0_25)", Then.JDK), Then.of("kryo", "3.0.3"), Then.of("hessian2", "4.0.33"),
        Then.of("protostuff", "1.3.5"));

    @Override public String id() { return "object-size"; }

    @Override public List<Then> then() { return THEN_ROWS; }

    @Override public String source() { return "序列化工具对比 (2016)"; }

    @Override
    public List<Results.Plan> plans(Profile profile) {
        return List.of(new Results.Plan(CODECS, CHILDREN.stream().map(n -> "tree-" + n).toList(), List.of("ser", "deser"),
            List.of(1),
            // the post's own 1,000-op rounds in every profile: even tree-1024 takes only ~50 ms a round
            "count:" + POST_COUNT));
    }

    @Override
    public String render(Results results, String jvm) {
        Figures f = new Figures(results, jvm);
        String mode = results.settings.plans().get(0).mode();
        double scale = (double) POST_COUNT / Long.parseLong(mode.substring(6));
        StringBuilder md = new StringBuilder("Time in ms per " + Figures.grouped(POST_COUNT) + " operations (min / max / avg over the"
            + " iterations; the post ran 15 rounds. \"figure now\" is serbench's robust figure with its interval, in place of"
            + " an average that a burst of a neighbour moves)" + (scale == 1 ? "" : ", measured per " + mode.substring(6) + " ops and scaled") + ".\n\n");
        for (int i = 0; i < CHILDREN.size(); i++) {
            int n = CHILDREN.get(i);
            String dataset = "tree-" + n;
            md.append("with ").append(n).append(" children\n\n");
            MarkdownTable t = new MarkdownTable("test", "min then", "max then", "avg then", "min now", "max now", "figure now");
            for (String codec : CODECS) {
                for (String op : List.of("ser", "deser")) {
                    String test = NAME.get(codec) + "[" + n + "] " + op;
                    int[] then = THEN.get(test);
                    String label = NAME.get(codec) + "[" + n + "] " + (op.equals("ser") ? "serialize" : "deserialize");
                    var now = f.find(dataset, codec, op, mode);
                    t.add(label, then[0], then[1], then[2],
                        now.map(m -> ms(m.min(), scale)).orElse(f.missing(dataset, codec)),
                        now.map(m -> ms(m.max(), scale)).orElse(""), now.map(m -> avg(f, m, scale)).orElse(""));
                }
            }
            MarkdownTable sizes = new MarkdownTable("encoded sizes", "then", "now");
            for (String codec : CODECS) {
                sizes.add(NAME.get(codec) + "[" + n + "]", THEN_SIZES.get(NAME.get(codec))[i],
                    f.size(dataset, codec).map(String::valueOf).orElse(f.missing(dataset, codec)));
            }
            md.append(t).append('\n').append(sizes).append('\n');
        }
        md.append("""
            **Where the post's method differed.** It timed rounds of 1,000 operations with
            `System.currentTimeMillis()` (1 ms resolution, hence its zeros) and no blackhole; serbench uses JMH
            single-shot batches of the same size. It used Kryo 3 without registration (class names on the wire,
            a different size), Hessian 4.0.33 (whose serialize cost ~100 ms per 1,000 even for an empty tree,
            which suggests a new serializer factory per call) and Jackson 2.4. The protobuf and protostuff sizes
            are reproduced exactly.
            """);
        return md.toString();
    }

    private static String ms(double value, double scale) {
        return String.format("%,.2f", value * scale);
    }

    private static String avg(Figures f, Measurement m, double scale) {
        return f.withError(m.score() * scale, m.error() == null ? null : m.error() * scale, v -> String.format("%,.2f", v));
    }
}
