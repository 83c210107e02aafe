package serbench.report.view;

import java.util.ArrayList;
import java.util.List;

/** A GitHub-flavoured Markdown table. */
public final class MarkdownTable {
    private final List<String> lines = new ArrayList<>();

    public MarkdownTable(String... header) {
        lines.add(row((Object[]) header));
        lines.add("|" + "---|".repeat(header.length));
    }

    public MarkdownTable add(Object... cells) {
        lines.add(row(cells));
        return this;
    }

    private static String row(Object... cells) {
        StringBuilder sb = new StringBuilder("|");
        // a line break would end the row, and serbench puts no HTML in a cell: text from a results file stays text
        for (Object c : cells) {
            String text = PlainLine.of(String.valueOf(c)).replace("|", "\\|").replace("<", "&lt;");
            sb.append(' ').append(text).append(" |");
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return String.join("\n", lines) + "\n";
    }
}
