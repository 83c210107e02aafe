package serbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import serbench.cli.shared.TextTable;
import serbench.report.section.Calculator;
import serbench.report.section.Scorecard;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.PlainLine;
import serbench.report.view.ReportTables;
import serbench.results.Shard;

/** What {@code serbench advise} found, written as a text table, Markdown or JSON: the same rows in each. */
final class AdviseOutput {
    enum Format { table, md, json }

    /**
     * One data set's answers on one machine ({@code machine} null: one machine's run), each codec's best way first, of
     * {@code codecs} advised (before the needs); {@code unmeasured}: codecs without a time or a size, and why.
     */
    record Advice(String dataset, String machine, String encodeOp, String decodeOp, List<Calculator.Answer> answers, int codecs,
                  List<Calculator.Unmeasured> unmeasured) {}

    private final Calculator.Service service;
    private final boolean compression;
    private final List<Scorecard.Need> needs;
    private final Shard shard;
    private final List<Advice> advice;

    /** {@code shard}: the part of a run the figures are from, null for a whole run. */
    AdviseOutput(Calculator.Service service, boolean compression, List<Scorecard.Need> needs, Shard shard, List<Advice> advice) {
        this.service = service;
        this.compression = compression;
        this.needs = needs;
        this.shard = shard;
        this.advice = advice;
    }

    /** e.g. "0.5 cores, a link of 1.00 Gbit/s each way, both; sent as encoded, uncompressed". */
    String service() {
        double cores = service.cores();
        return String.format(Locale.ROOT, "%s core%s, a link of %s each way, %s%s; %s",
            new DecimalFormat("0.######", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(cores), cores == 1 ? "" : "s",
            bits(service.linkBitsPerSecond()), service.direction().name().toLowerCase(Locale.ROOT),
            service.rate() == null ? "" : ", " + Calculator.plain(service.rate()) + " messages/s",
            compression ? "each codec sent as encoded or compressed, whichever sustains more" : "sent as encoded, uncompressed");
    }

    /** What the lines after the service say of the figures: that a shard's are a part of a run's; empty for a whole run. */
    private String note() {
        return shard == null ? "" : "Shard " + shard + " of a run: only its own pairs, the others are its other shards' to"
            + " measure; merge the shards (serbench merge) to advise on every codec.\n";
    }

    /** e.g. "media — LABEL (encode build+ser, decode deser-read)", naming the ops the direction pays. */
    private String heading(Advice a) {
        List<String> ops = new ArrayList<>();
        if (service.direction().sends()) ops.add("encode " + a.encodeOp());
        if (service.direction().receives()) ops.add("decode " + a.decodeOp());
        return PlainLine.of(ReportTables.heading(a.dataset(), a.machine())) + " (" + String.join(", ", ops) + ")";
    }

    private String qualifying(Advice a) {
        long codecs = a.answers().size();
        return needs.isEmpty() ? null : codecs + " of " + a.codecs() + " codecs qualify for "
            + String.join(", ", needs.stream().map(Scorecard.Need::label).toList());
    }

    private List<String> header() {
        List<String> header = new ArrayList<>(List.of("codec"));
        if (compression) header.add("compressor");
        header.addAll(List.of("ns/message", "bytes", "messages/s", "limited by"));
        if (service.rate() != null) header.addAll(List.of("cores needed", "bandwidth needed", "meets the rate"));
        return header;
    }

    private List<String> cells(Calculator.Answer a) {
        List<String> row = new ArrayList<>(List.of(a.way().codec()));
        if (compression) row.add(compressor(a));
        row.addAll(List.of(Calculator.plain(a.nanosPerMessage()), String.format(Locale.ROOT, "%,.0f", a.way().bytes()),
            Calculator.plain(a.sustained()), limit(a)));
        if (service.rate() != null) row.addAll(List.of(String.format(Locale.ROOT, "%.3g", a.coresNeeded()), bits(a.bitsNeeded()),
            a.meets(service) ? "yes" : "no"));
        return row;
    }

    void table(PrintWriter out) {
        out.println(service());
        out.print(note());
        for (Advice a : advice) {
            out.printf("%n%s%n", heading(a));
            if (qualifying(a) != null) out.println(qualifying(a));
            TextTable table = new TextTable(header().toArray(String[]::new));
            a.answers().forEach(x -> table.row(cells(x).toArray()));
            table.print(out);
            if (!a.unmeasured().isEmpty()) out.println(notAdvised(a));
        }
    }

    String markdown() {
        StringBuilder md = new StringBuilder(service()).append("\n");
        if (shard != null) md.append("\n").append(note());
        for (Advice a : advice) {
            md.append("\n### ").append(MarkdownText.plain(heading(a))).append("\n\n");
            if (qualifying(a) != null) md.append(qualifying(a)).append("\n\n");
            MarkdownTable table = new MarkdownTable(header().toArray(String[]::new));
            a.answers().forEach(x -> table.add(cells(x).stream().map(MarkdownText::plain).toArray()));
            md.append(table);
            if (!a.unmeasured().isEmpty()) md.append("\n").append(MarkdownText.plain(notAdvised(a))).append("\n");
        }
        return md.toString();
    }

    /** The figures unrounded, for a program: bits per second, messages per second, ns per message. */
    String json() throws Exception {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        ObjectNode s = root.putObject("service");
        s.put("cores", service.cores()).put("linkBitsPerSecond", service.linkBitsPerSecond())
            .put("direction", service.direction().name().toLowerCase(Locale.ROOT)).put("rate", service.rate())
            .put("compression", compression);
        ArrayNode needIds = s.putArray("needs");
        needs.forEach(n -> needIds.add(n.id()));
        root.put("shard", shard == null ? null : shard.toString());
        ArrayNode datasets = root.putArray("datasets");
        for (Advice a : advice) {
            ObjectNode d = datasets.addObject().put("dataset", a.dataset()).put("machine", a.machine()).put("encodeOp", a.encodeOp())
                .put("decodeOp", a.decodeOp());
            ArrayNode codecs = d.putArray("codecs");
            for (Calculator.Answer x : a.answers()) {
                ObjectNode c = codecs.addObject().put("codec", x.way().codec()).put("compressor", x.way().compressor())
                    .put("nanosPerMessage", x.nanosPerMessage()).put("bytes", x.way().bytes())
                    .put("messagesPerSecond", x.sustained()).put("limitedBy", limit(x));
                if (service.rate() != null) {
                    c.put("coresNeeded", x.coresNeeded()).put("bitsPerSecondNeeded", x.bitsNeeded()).put("meetsRate", x.meets(service));
                }
            }
            ArrayNode left = d.putArray("notAdvised");
            a.unmeasured().forEach(u -> left.addObject().put("codec", u.codec()).put("reason", u.reason()));
        }
        return mapper.writeValueAsString(root);
    }

    private static String notAdvised(Advice a) {
        return "not advised: " + PlainLine.of(Calculator.list(a.unmeasured()));
    }

    private static String compressor(Calculator.Answer a) {
        return a.way().compressor() == null ? "none" : a.way().compressor();
    }

    private static String limit(Calculator.Answer a) {
        return a.bottleneck() == Calculator.Bottleneck.CPU ? "cores" : "link";
    }

    /** Bits per second with the largest prefix that keeps a whole part. */
    static String bits(double bps) {
        String[] units = {"bit/s", "kbit/s", "Mbit/s", "Gbit/s", "Tbit/s"};
        int i = 0;
        while (i < units.length - 1 && bps >= 1000) {
            bps /= 1000;
            i++;
        }
        return String.format(Locale.ROOT, "%.3g %s", bps, units[i]);
    }
}
