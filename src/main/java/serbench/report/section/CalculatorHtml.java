package serbench.report.section;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import serbench.report.chart.SvgChart;
import serbench.report.view.HtmlTable;
import serbench.report.view.ReportTables;
import serbench.report.view.Standings;
import serbench.results.Results;

/**
 * The page's cost calculator (docs/calculator.md): per data set (and machine of a merge of several) a table of what each
 * codec sustains within a service's cores and link. Written out for 1 Gbit/s, 0.5 cores, both directions and no
 * compression, so that it is complete with scripts off; the page's script recomputes it from each row's {@code
 * data-ways} (the codec sent as encoded, then with each compressor the run timed) when the form changes, by the same
 * formula as {@link Calculator} and {@code serbench advise}, and, with compression allowed, picks each codec's way as
 * {@link Calculator#best} does.
 */
public final class CalculatorHtml {
    public static final String ID = "calculator";
    static final String TITLE = "What it costs your service";
    static final Calculator.Service DEFAULT = new Calculator.Service(0.5, 1e9, Calculator.Direction.BOTH, null);

    private CalculatorHtml() {}

    /** The section, or empty when the run has no one-thread like-for-like figures to compute from. */
    public static String section(Results r) {
        List<ReportTables.Table> tables = ReportTables.oneThreadPerMachine(r);
        if (tables.isEmpty()) return "";
        boolean compression = tables.stream().anyMatch(t -> Calculator.timesCompression(Standings.of(t)));
        StringBuilder h = new StringBuilder("<h2 id='" + ID + "'>" + TITLE + "</h2>\n")
            .append("<p class='note'>Messages per second each codec sustains within the cores a service spends on serialization and its")
            .append(" link (each way), the lower of the two, and which limits first; with a rate, the cores and bandwidth it needs.")
            .append(" One thread's like-for-like times and exact sizes")
            .append(compression ? "; with compression allowed, each codec with the compressor the run timed that sustains the most"
                + " (its times added to the codec's, its bytes sent), or none" : ", uncompressed (time compressors with run --compressors)")
            .append("; the formula is in docs/calculator.md, and <code>serbench advise</code> gives the same from the command line.</p>\n")
            .append("<form id='calc' class='calc' hidden>")
            .append("<label>link <input name='bw' type='number' min='0' step='any' value='1' size='6'></label> ")
            .append("<select name='unit'><option value='1e6'>Mbit/s</option><option value='1e9' selected>Gbit/s</option>")
            .append("<option value='8e6'>MB/s</option><option value='").append(8e12 / Calculator.MONTH_SECONDS).append("'>TB/month</option></select> ")
            .append("<label>cores <input name='cores' type='number' min='0' step='any' value='0.5' size='5'></label> ")
            .append("<select name='dir'><option value='both' selected>send and receive</option><option value='send'>send</option>")
            .append("<option value='receive'>receive</option></select> ")
            .append("<label>messages/s <input name='rate' type='number' min='0' step='any' placeholder='any' size='9'></label>")
            .append(compression ? " <label><input name='compress' type='checkbox'> compression allowed</label>" : "").append("</form>\n")
            .append("<p class='note' id='calc-for'>For 1 Gbit/s each way, 0.5 cores, send and receive")
            .append(compression ? ", uncompressed" : "").append(".</p>\n");
        Map<String, List<String>> tokens = NeedFilter.rowTokens(r);
        for (ReportTables.Table t : tables) {
            Standings s = Standings.of(t);
            h.append("<h3>").append(SvgChart.esc(ReportTables.heading(r, t))).append("</h3>\n<div class='table-wrap'><table class='calc'>")
                .append("<thead><tr><th>codec</th>").append(compression ? "<th>compressor</th>" : "")
                .append("<th>ns/message</th><th>bytes</th><th>messages/s</th><th>limited by</th>")
                .append("<th class='rate'>cores needed</th><th class='rate'>bandwidth needed</th></tr></thead><tbody>\n");
            List<Calculator.Way> ways = Calculator.ways(s, compression, DEFAULT.direction());
            for (Calculator.Answer a : Calculator.best(Calculator.ways(s, false, DEFAULT.direction()), DEFAULT)) {
                Calculator.Way w = a.way();
                h.append("<tr").append(HtmlTable.rowAttributes(false, false, tokens.get(w.codec()))).append(" data-ways='")
                    .append(ways(ways, w.codec())).append("'><td>").append(SvgChart.esc(w.codec())).append("</td>")
                    .append(compression ? "<td class='comp'>none</td>" : "")
                    .append(String.format(Locale.ROOT, "<td class='ns'>%s</td><td class='bytes'>%s</td><td class='msgs'>%s</td>"
                        + "<td class='limit'>%s</td><td class='rate cores'>—</td><td class='rate bw'>—</td></tr>%n",
                        whole(a.nanosPerMessage()), whole(w.bytes()), Calculator.plain(a.sustained()),
                        a.bottleneck() == Calculator.Bottleneck.CPU ? "cores" : "link"));
            }
            h.append("</tbody></table></div>\n");
            List<Calculator.Unmeasured> left = Calculator.unmeasured(s, DEFAULT.direction());
            if (!left.isEmpty()) h.append("<p class='note'>Not in it: ").append(SvgChart.esc(Calculator.list(left))).append(".</p>\n");
        }
        return h.toString();
    }

    /** A codec's ways as the script reads them: [compressor or "", encode ns, decode ns, bytes], uncompressed first. */
    private static String ways(List<Calculator.Way> ways, String codec) {
        return "[" + String.join(",", ways.stream().filter(w -> w.codec().equals(codec)).map(w -> String.format(Locale.ROOT,
            "[\"%s\",%s,%s,%s]", w.compressor() == null ? "" : w.compressor(), w.encodeNanos(), w.decodeNanos(), w.bytes())).toList()) + "]";
    }

    private static String whole(double x) {
        return String.format(Locale.ROOT, "%,.0f", x);
    }

    /** The entries the form takes, as {@code serbench advise} takes them ({@link Calculator.Limit}), for the script. */
    private static String limits() {
        return "var LIMITS = {" + String.join(", ", java.util.stream.Stream.of(Calculator.CORES, Calculator.RATE, Calculator.LINK)
            .map(l -> String.format(Locale.ROOT, "%s: {low: %s, high: %s, range: '%s'}", l.name(), l.low(), l.high(), l.range())).toList())
            + "};\n";
    }

    /**
     * Recomputes every calculator table when the form changes; shows the form, which without it could do nothing. An
     * entry the form cannot take (empty, not a number, outside its limit) is marked, the line above the tables says
     * what it must be, and the tables show no figures until it is mended: none would be for the service typed in.
     */
    public static final String SCRIPT = limits() + """
          var calc = document.getElementById('calc');
          if (calc) {
            calc.hidden = false;
            var whole = function (x) { return Math.round(x).toLocaleString('en-US'); };
            // as Calculator.plain: whole from 100 up, else three digits (a rate of 0.4 is no 0)
            var plain = function (x) { return x >= 100 ? whole(x) : x.toPrecision(3); };
            var bits = function (b) {
              var units = ['bit/s', 'kbit/s', 'Mbit/s', 'Gbit/s', 'Tbit/s'], i = 0;
              while (i < units.length - 1 && b >= 1000) { b /= 1000; i++; }
              return b.toPrecision(3) + ' ' + units[i];
            };
            var figures = ['comp', 'ns', 'bytes', 'msgs', 'limit', 'cores', 'bw'];
            var update = function () {
              var f = calc.elements, problems = [];
              // an entry times its unit, or null when empty; one outside its limit is marked and named in problems
              var entry = function (input, label, limit, unit, optional) {
                var empty = input.value.trim() === '' && !input.validity.badInput, x = empty ? null : Number(input.value) * unit;
                var bad = empty ? !optional : !(x >= limit.low && x <= limit.high);
                input.setAttribute('aria-invalid', bad ? 'true' : 'false');
                if (bad) problems.push(label + ' must be ' + limit.range);
                return x;
              };
              var link = entry(f.bw, 'the link', LIMITS.bandwidth, parseFloat(f.unit.value)), cores = entry(f.cores, 'cores', LIMITS.cores, 1);
              var rate = entry(f.rate, 'messages/s', LIMITS.rate, 1, true), dir = f.dir.value, compress = f.compress && f.compress.checked;
              if (problems.length) {
                document.getElementById('calc-for').textContent = 'No figures: ' + problems.join('; ') + '.';
                document.querySelectorAll('table.calc tbody tr').forEach(function (row) {
                  figures.forEach(function (c) { var cell = row.querySelector('.' + c); if (cell) cell.textContent = '—'; });
                  row.classList.remove('short');
                });
                return;
              }
              document.getElementById('calc-for').textContent = 'For ' + bits(link) + ' each way, ' + cores + (cores === 1 ? ' core, ' : ' cores, ')
                + f.dir.options[f.dir.selectedIndex].text + (rate !== null ? ', ' + plain(rate) + ' messages/s' : '')
                + (f.compress ? (compress ? ', compression allowed' : ', uncompressed') : '') + '.';
              // a way's answer, and the better of two as Calculator.rank orders them: more messages/s, fewer bytes, the name
              var answer = function (w) {
                var ns = (dir !== 'receive' ? w[1] : 0) + (dir !== 'send' ? w[2] : 0);
                var byCpu = cores * 1e9 / ns, byLink = link / (8 * w[3]);
                return {comp: w[0], ns: ns, bytes: w[3], byCpu: byCpu, byLink: byLink, sustained: Math.min(byCpu, byLink)};
              };
              var better = function (a, b) {
                return b.sustained - a.sustained || a.bytes - b.bytes || (a.comp < b.comp ? -1 : a.comp > b.comp ? 1 : 0);
              };
              document.querySelectorAll('table.calc').forEach(function (table) {
                var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
                rows.forEach(function (row) {
                  var ways = JSON.parse(row.dataset.ways).map(answer);
                  var best = (compress ? ways : ways.slice(0, 1)).sort(better)[0], cell = function (c) { return row.querySelector('.' + c); };
                  row.best = best;
                  if (cell('comp')) cell('comp').textContent = best.comp || 'none';
                  cell('ns').textContent = whole(best.ns);
                  cell('bytes').textContent = whole(best.bytes);
                  cell('msgs').textContent = plain(best.sustained);
                  cell('limit').textContent = best.byCpu <= best.byLink ? 'cores' : 'link';
                  cell('cores').textContent = rate !== null ? (rate * best.ns / 1e9).toPrecision(3) : '—';
                  cell('bw').textContent = rate !== null ? bits(rate * 8 * best.bytes) : '—';
                  row.classList.toggle('short', rate !== null && best.sustained < rate);
                });
                rows.sort(function (a, b) {
                  return b.best.sustained - a.best.sustained || a.best.bytes - b.best.bytes
                    || a.cells[0].textContent.localeCompare(b.cells[0].textContent);
                });
                rows.forEach(function (r) { body.appendChild(r); });
              });
            };
            calc.addEventListener('input', update);
            calc.addEventListener('change', update);
          }
        """;
}
