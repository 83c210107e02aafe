package serbench.preset;

import java.util.List;
import java.util.Map;
import serbench.bench.fork.Profile;
import serbench.report.view.MarkdownTable;
import serbench.results.Results;

/** "Thrift and Protocol Buffers performance in Java" (2009): round trips per second and total bytes. */
final class DnsPreset implements Preset {
    private static final List<String> CODECS = List.of("protobuf", "thrift-binary");
    private static final List<Long> LOOPS = List.of(10_000_000L, 1_000_000L);
    /** codec/loops to the post's {get object ms, serdes ms, objs per second, total bytes}. */
    private static final Map<String, long[]> THEN = Map.of(
        "protobuf/10000000", new long[] {15_130, 68_600, 145_772, 829_996_683L},
        "thrift-binary/10000000", new long[] {12_651, 36_904, 270_973, 1_130_000_000L},
        "protobuf/1000000", new long[] {1_094, 7_467, 133_922, 83_000_419},
        "thrift-binary/1000000", new long[] {524, 5_969, 167_532, 113_000_000});

    /** April 2009: protobuf 2.0.x, and Thrift while it was incubating at Apache. */
    private static final List<Then> THEN_ROWS = List.of(
        Then.nearest("protobuf", "2.0.x (April 2009)", "2.4.0a", "Maven Central serves protobuf-java 2.0.3"
            + " but no protoc before 2.5.0, and protobuf's repository tags none before 2.4.1: 2.4.0a is the oldest runtime protoc 2.4.1's"
            + " classes run on (nested builders came with 2.4.0), the nearest that can be measured"),
        Then.none("thrift-binary", "Thrift of April 2009 (incubating)", "the post's Thrift was built from the incubator's sources,"
            + " with no release number to look a version up by"));

    @Override public String id() { return "dns"; }

    @Override public List<Then> then() { return THEN_ROWS; }

    @Override public String source() { return "Thrift and Protocol Buffers performance in Java (2009)"; }

    @Override
    public List<Results.Plan> plans(Profile profile) {
        return List.of(new Results.Plan(CODECS, List.of("dns-record", "dns-response"), List.of("build", "roundtrip"),
            List.of(1), "thrpt"));
    }

    @Override
    public String render(Results results, String jvm) {
        Figures f = new Figures(results, jvm);
        StringBuilder md = new StringBuilder();
        int test = 1;
        for (long loops : LOOPS) {
            md.append("Test ").append(test++).append(": ").append(Figures.grouped(loops)).append(" times (one `dns-record` each)\n\n");
            MarkdownTable t = new MarkdownTable("", "protobuf then", "protobuf now", "thrift then", "thrift now");
            String[] labels = {"Get object (msec)", "Serdes (msec)", "Objs per second", "Total bytes"};
            for (int row = 0; row < labels.length; row++) {
                Object[] cells = new Object[5];
                cells[0] = labels[row];
                for (int c = 0; c < CODECS.size(); c++) {
                    cells[1 + 2 * c] = Figures.grouped(THEN.get(CODECS.get(c) + "/" + loops)[row]);
                    cells[2 + 2 * c] = now(f, CODECS.get(c), loops, row);
                }
                t.add(cells);
            }
            md.append(t).append('\n');
        }
        MarkdownTable response = new MarkdownTable("codec", "`dns-response` round trips/s", "records/s", "bytes per response");
        for (String codec : CODECS) {
            var m = f.find("dns-response", codec, "roundtrip", "thrpt");
            response.add(codec, m.map(x -> f.score(x.score(), Figures::grouped)).orElse(f.missing("dns-response", codec)),
                m.map(x -> f.score(x.score() * 100, Figures::grouped)).orElse("-"),
                f.size("dns-response", codec).map(String::valueOf).orElse("-"));
        }
        md.append("A whole response of 100 records, which the post's service returned:\n\n").append(response).append("""

            **Where the post's method differed.** It timed one hand-made loop per library, once, and counted
            getting the object and the serialize-deserialize round trip separately, as serbench's `build` and
            `roundtrip` throughput (projected here to the post's loop counts). Its records' values are not
            published; serbench's are generated with a fixed seed to the post's average size (about 83 bytes in
            protobuf, 113 in Thrift binary). Its protobuf classes were generated without `optimize_for = SPEED`
            (the post's round 2 fixed that); today's protoc always generates the fast code.
            """);
        return md.toString();
    }

    private static String now(Figures f, String codec, long loops, int row) {
        return switch (row) {
            case 0 -> f.find("dns-record", codec, "build", "thrpt").map(m -> f.score(loops * 1000 / m.score(), Figures::grouped)).orElse("-");
            case 1 -> f.find("dns-record", codec, "roundtrip", "thrpt").map(m -> f.score(loops * 1000 / m.score(), Figures::grouped))
                .orElse(f.missing("dns-record", codec));
            case 2 -> f.find("dns-record", codec, "roundtrip", "thrpt").map(m -> f.score(m.score(), Figures::grouped)).orElse("-");
            default -> f.size("dns-record", codec).map(s -> Figures.grouped((double) s * loops)).orElse("-");
        };
    }
}
