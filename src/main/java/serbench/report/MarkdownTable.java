package serbench.report;

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
        for (Object c : cells) sb.append(' ').append(String.valueOf(c).replace("|", "\\|")).append(" |");
        return sb.toString();
    }

    @Override
    public String toString() {
        return String.join("\n", lines) + "\n";
    }
}
