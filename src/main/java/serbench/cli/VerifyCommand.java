package serbench.cli;

import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine;
import serbench.cli.shared.Selection;
import serbench.cli.shared.TextTable;
import serbench.cli.shared.VersionChoice;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.report.section.VersionBytes;
import serbench.results.version.VersionCell;
import serbench.verify.CrossVersion;
import serbench.verify.RoundTrips;
import serbench.verify.Verdict;

@Command(name = "verify", description = {
    "Check that every codec round-trips every data set losslessly: read(decode(encode(build(x)))) == x.",
    "Prints a matrix (ok / ok* / FAIL / n/a) and the reasons; exits 1 if any pair fails.",
    "ok*: equal values, but an object the value shares came back as two (shared objects duplicated)."})
final class VerifyCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;
    @Mixin VersionChoice versions;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Codec> codecs = versions.with(selection.codecs());
        List<Dataset<?>> datasets = selection.datasets();

        String[] header = new String[datasets.size() + 1];
        header[0] = "codec";
        for (int i = 0; i < datasets.size(); i++) header[i + 1] = datasets.get(i).id();
        TextTable matrix = new TextTable(header);
        StringBuilder notes = new StringBuilder();
        StringBuilder duplicated = new StringBuilder();
        int pass = 0, fail = 0, unsupported = 0, starred = 0;
        List<List<Verdict>> verdicts = datasets.stream().map(d -> RoundTrips.check(codecs, d)).toList();
        for (int c = 0; c < codecs.size(); c++) {
            Codec codec = codecs.get(c);
            Object[] row = new Object[datasets.size() + 1];
            row[0] = codec.id();
            for (int i = 0; i < datasets.size(); i++) {
                Verdict v = verdicts.get(i).get(c);
                switch (v.status()) {
                    case PASS -> { row[i + 1] = v.duplicated() == null ? "ok" : "ok*"; pass++; }
                    case FAIL -> { row[i + 1] = "FAIL"; fail++; }
                    case UNSUPPORTED -> { row[i + 1] = "n/a"; unsupported++; }
                }
                if (v.duplicated() != null) {
                    starred++;
                    duplicated.append(String.format("  %-11s %s x %s: %s%n", "ok*", codec.id(), v.dataset(), v.duplicated()));
                }
                if (!v.passed()) {
                    notes.append(String.format("  %-11s %s x %s: %s%n", v.status() == Verdict.Status.FAIL ? "FAIL" : "unsupported",
                        codec.id(), v.dataset(), v.reason()));
                }
            }
            matrix.row(row);
        }
        matrix.print(out);
        if (duplicated.length() > 0) out.print(System.lineSeparator() + "* shared objects duplicated (equal values):"
            + System.lineSeparator() + duplicated);
        if (notes.length() > 0) out.print(System.lineSeparator() + notes);
        out.printf("%n%d pairs: %d passed, %d failed, %d unsupported%s%n", pass + fail + unsupported, pass, fail, unsupported,
            starred == 0 ? "" : " (" + starred + " of the passed ok*: shared objects duplicated)");
        // a versioned row beside its today's row: the bytes of each data set's value, compared
        List<String> ids = codecs.stream().map(Codec::id).toList();
        VersionBytes.lines(ids, datasets.stream().map(Dataset::id).toList(), (codec, dataset) -> {
            Verdict v = verdicts.get(datasets.stream().map(Dataset::id).toList().indexOf(dataset)).get(ids.indexOf(codec));
            return v.passed() ? ByteBuffer.wrap(v.encoded()) : null;
        }).forEach(out::println);
        Map<Dataset<?>, List<Codec>> selected = new LinkedHashMap<>();
        datasets.forEach(d -> selected.put(d, codecs));
        printAcrossVersions(out, CrossVersion.matrix(selected));
        return fail > 0 ? 1 : 0;
    }

    /** Each versioned row's outcomes in both directions, counted over the data sets, and where one does not read. */
    private static void printAcrossVersions(PrintWriter out, List<VersionCell> cells) {
        if (cells.isEmpty()) return;
        out.printf("%nAcross versions: the bytes of each version, read by the other%n");
        TextTable table = new TextTable("row", VersionCell.NEW_READS_OLD, VersionCell.OLD_READS_NEW);
        for (String row : VersionBytes.readRows(cells)) {
            table.row(row, VersionBytes.readCounts(cells, row, VersionCell.NEW_READS_OLD), VersionBytes.readCounts(cells, row, VersionCell.OLD_READS_NEW));
        }
        table.print(out);
        out.println(VersionBytes.LEGEND);
        List<String> notes = VersionBytes.readNotes(cells);
        if (!notes.isEmpty()) out.print(System.lineSeparator() + String.join(System.lineSeparator(), notes) + System.lineSeparator());
    }
}
