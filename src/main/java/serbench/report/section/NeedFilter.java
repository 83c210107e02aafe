package serbench.report.section;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import serbench.report.chart.SvgChart;
import serbench.report.view.ReportTables;
import serbench.results.Results;

/**
 * The scorecard's needs as presets of the page's filter: a button per need the run measured shows only the codecs
 * that qualify for it on every data set of the run where they were measured (a row's {@code need:ID} token beside its
 * traits). Several needs chosen: all must hold.
 */
public final class NeedFilter {
    private NeedFilter() {}

    /** The token a qualifying codec's rows carry: {@code need:untrusted-input}. */
    static String token(Scorecard.Need n) {
        return "need:" + n.id();
    }

    /** The needs the run measured on every data set of its one-thread figures. */
    static List<Scorecard.Need> measured(Results r) {
        List<Scorecard> cards = Scorecard.of(r);
        List<Scorecard.Need> needs = new ArrayList<>();
        for (Scorecard.Need n : Scorecard.Need.values()) {
            if (!cards.isEmpty() && cards.stream().allMatch(c -> n.measured(c.rows()))) needs.add(n);
        }
        return needs;
    }

    /** Each codec's traits, and a token per measured need it qualifies for wherever it has a row. */
    public static Map<String, List<String>> rowTokens(Results r) {
        Map<String, List<String>> tokens = new HashMap<>();
        ReportTables.traits(r).forEach((codec, traits) -> tokens.put(codec, new ArrayList<>(traits)));
        List<Scorecard> cards = Scorecard.of(r);
        for (Scorecard.Need n : measured(r)) {
            Set<String> failed = new HashSet<>(), seen = new HashSet<>();
            for (Scorecard card : cards) {
                for (Scorecard.Row row : card.rows()) {
                    seen.add(row.codec());
                    if (!n.qualifies(row)) failed.add(row.codec());
                }
            }
            seen.stream().filter(c -> !failed.contains(c) && tokens.containsKey(c)).forEach(c -> tokens.get(c).add(token(n)));
        }
        return tokens;
    }

    /** The buttons, each need a group of its own; empty when the run measured none. */
    public static String buttons(Results r) {
        StringBuilder h = new StringBuilder();
        for (Scorecard.Need n : measured(r)) {
            h.append("<button type='button' class='need' aria-pressed='false' data-group='").append(token(n)).append("' data-trait='")
                .append(token(n)).append("' title='").append(SvgChart.esc(n.meaning())).append("'>").append(SvgChart.esc(n.label()))
                .append("</button>");
        }
        return h.isEmpty() ? "" : "<span>Needs:</span>" + h + "<span>Traits:</span>";
    }
}
