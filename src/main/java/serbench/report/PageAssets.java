package serbench.report;

/**
 * The report page's style and script, inline so that the page is one file that opens from disk and fetches
 * nothing. The script only sorts tables, filters codecs by trait, recomputes the cost calculator for the service typed
 * in ({@link CalculatorHtml}) and opens the folded sections for printing: every table is complete without it.
 */
final class PageAssets {
    private PageAssets() {}

    /** Fits a 1,400 px window: the summary (a 480 px table beside a 760 px chart) within 1,320 px. */
    static final String CSS = """
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#222;max-width:1320px;margin:0 auto;padding:10px 20px}
        h1{margin:.1em 0 .1em;font-size:1.7em}h2{margin:1em 0 .4em;border-bottom:2px solid #4e79a7;padding-bottom:3px;font-size:1.3em}
        h3{margin:1.2em 0 .3em}h3 .desc{font-weight:normal;color:#666;font-size:.8em;margin-left:.4em}
        .lede{margin:0 0 .3em;color:#555}.qualifier{margin:.1em 0;padding:2px 8px;background:#eef5ec;border-left:4px solid #59a14f}
        .qualifier.warn{background:#fdf1dc;border-left-color:#e8a33d}.read{margin:.3em 0 .2em;color:#444;font-size:13px}
        .bar{position:sticky;top:0;z-index:2;background:#fff;display:flex;flex-wrap:wrap;gap:4px 18px;align-items:baseline;
          padding:4px 0;border-bottom:1px solid #eee;font-size:12px}nav{color:#777}nav a{color:#2b5d8f;text-decoration:none}nav a:hover{text-decoration:underline}
        table{border-collapse:collapse;margin:6px 0 12px;font-size:13px}th,td{padding:3px 8px;border-bottom:1px solid #e3e3e3;vertical-align:top}
        th{background:#f3f5f8;text-align:left}tr:nth-child(even) td{background:#fafbfc}code{background:#f3f3f3;padding:0 3px;border-radius:3px}
        .figures td:not(:first-child),table.figures td:not(:first-child),td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
        table.figures td:first-child{white-space:nowrap}table.figures td.reason{text-align:left;white-space:normal;color:#8a3b32}
        .rel{color:#777;font-size:11px;margin-left:4px}tr.baseline td{color:#666;font-style:italic}
        .summary{display:flex;gap:20px;align-items:flex-start;flex-wrap:wrap}.summary .best{flex:0 1 480px}
        table.bests td:first-child{white-space:nowrap;color:#444}table.needs{margin:0;font-size:12px}table.needs td,table.needs th{padding:1px 8px}table.needs td.muted{color:#888}table.needs th a{font-weight:normal;font-size:11px}.ties{font-size:11px;color:#666;font-weight:normal}
        .note{font-size:12px;color:#666;margin:.2em 0 .8em}
        .charts{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}.chart{max-width:100%;height:auto;background:#fff;border:1px solid #eee}
        .chart .title{font-weight:600;font-size:13px}.chart .label{font-size:11px}.chart .muted{fill:#777;font-style:italic}
        .chart .tick,.chart .value{font-size:10px;fill:#555}.chart .axis{font-size:11px;fill:#333}
        .chart .grid{stroke:#e6e6e6}.chart .whisker{stroke:#222;stroke-width:1}
        .chart .pt{fill:#4e79a7;fill-opacity:.85}.chart .pt.front{fill:#d62728;stroke:#7a1010;stroke-width:1}
        .chart .pt.base{fill:#fff;stroke:#888;stroke-width:1.4}.chart .label.front,.chart .front{fill:#b01818;font-weight:600}
        .chart .front-line{fill:none;stroke:#d62728;stroke-width:1.3;stroke-dasharray:5 3}.chart .leader{stroke:#999;stroke-width:.6}
        .scatter text.label{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
        .heats{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}table.heat td{text-align:center;font-variant-numeric:tabular-nums}
        table.heat td:first-child{text-align:left}table.heat td.none{color:#999;background:#f4f4f4}
        .table-wrap{overflow-x:auto}.matrix-wrap{overflow-x:auto}
        .matrix th,.matrix td{white-space:nowrap}.matrix td.good{background:#dcefd9}.matrix td.warn{background:#fbe7b5}
        .matrix td.bad{background:#f6c9c4;font-weight:600}.matrix td.error{background:#e2e2e2}.matrix td.neutral{background:#fff;color:#777}
        .env thead{display:none}details{margin:.8em 0;border:1px solid #e3e3e3;border-radius:4px;padding:4px 10px}
        details summary{cursor:pointer;font-weight:600;padding:3px 0}
        #filters>span{margin:0 4px 0 8px}#filters>span:first-child{margin-left:0}
        #filters button{font:inherit;margin:0 2px 2px 0;padding:0 6px;border:1px solid #bbb;border-radius:10px;background:#f7f7f7;cursor:pointer}
        #filters button[aria-pressed=true]{background:#4e79a7;border-color:#4e79a7;color:#fff}#shown{margin-left:8px;color:#666}
        th.sort{cursor:pointer;user-select:none}th.sort:hover{background:#e6ebf2}th[aria-sort=ascending]::after{content:" ▲"}
        th[aria-sort=descending]::after{content:" ▼"}
        form.calc{margin:.3em 0;font-size:13px}.scorecard td:first-child,.scorecard td:nth-child(3),.scorecard td:nth-child(4){white-space:nowrap}table.calc td:not(:first-child){text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}form.calc input{width:6em}form.calc input[aria-invalid=true]{outline:2px solid #a33}tr.short td{color:#a33}
        td,th{-webkit-print-color-adjust:exact;print-color-adjust:exact}
        @media print{.bar{display:none}body{max-width:none;padding:0}.chart,table{break-inside:avoid}}
        """;

    /**
     * Sorting: a header click sorts by the cells' {@code data-v} (numbers where they parse) or text, rows without
     * figures last; again reverses. Filtering: within a group of traits (schema / reflection ...) any chosen one
     * will do, across groups all must hold; baselines always stay, and are not counted.
     */
    static final String SCRIPT = """
        (function () {
          function key(row, i) {
            var c = row.cells[i];
            if (!c) return Infinity;
            var v = c.getAttribute('data-v');
            if (v === null) return c.textContent.trim().toLowerCase();
            var n = parseFloat(v);
            return isNaN(n) && v !== 'Infinity' ? v.toLowerCase() : (v === 'Infinity' ? Infinity : n);
          }
          document.querySelectorAll('table.sortable').forEach(function (table) {
            var heads = table.tHead.rows[0].cells;
            Array.prototype.forEach.call(heads, function (th, i) {
              th.classList.add('sort');
              th.tabIndex = 0;
              function sort() {
                var ascending = th.getAttribute('aria-sort') !== 'ascending';
                Array.prototype.forEach.call(heads, function (h) { h.removeAttribute('aria-sort'); });
                th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
                var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
                rows.sort(function (a, b) {
                  var ma = a.classList.contains('missing'), mb = b.classList.contains('missing');
                  if (ma !== mb) return ma ? 1 : -1;
                  var x = key(a, i), y = key(b, i);
                  var c = typeof x === 'number' && typeof y === 'number' ? (x === y ? 0 : x < y ? -1 : 1)
                    : String(x).localeCompare(String(y));
                  return ascending ? c : -c;
                });
                rows.forEach(function (r) { body.appendChild(r); });
              }
              th.addEventListener('click', sort);
              th.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sort(); } });
            });
          });
          var bar = document.getElementById('filters');
          if (bar) {
            bar.hidden = false;
            var buttons = Array.prototype.slice.call(bar.querySelectorAll('button'));
            var apply = function () {
              var groups = {};
              buttons.forEach(function (b) {
                if (b.getAttribute('aria-pressed') === 'true') (groups[b.dataset.group] = groups[b.dataset.group] || []).push(b.dataset.trait);
              });
              var shown = {}, all = {};
              document.querySelectorAll('tr[data-traits]').forEach(function (row) {
                var traits = row.dataset.traits.split(' ');
                var ok = row.classList.contains('baseline') || Object.keys(groups).every(function (g) {
                  return groups[g].some(function (t) { return traits.indexOf(t) >= 0; });
                });
                row.hidden = !ok;
                if (row.classList.contains('baseline')) return;
                var name = row.cells[0].textContent;
                all[name] = true;
                if (ok) shown[name] = true;
              });
              document.getElementById('shown').textContent = Object.keys(groups).length
                ? 'showing ' + Object.keys(shown).length + ' of ' + Object.keys(all).length + ' codecs' : '';
            };
            buttons.forEach(function (b) {
              b.addEventListener('click', function () {
                b.setAttribute('aria-pressed', b.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
                apply();
              });
            });
          }
          window.addEventListener('beforeprint', function () {
            document.querySelectorAll('details').forEach(function (d) { d.open = true; });
          });
        })();
        """;
}
