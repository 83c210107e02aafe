package serbench.report.view;

import java.util.ArrayList;
import java.util.List;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/** The report's own Markdown pieces (tables, notes, the method) as HTML for the page. */
public final class HtmlMarkdown {
    private static final List<org.commonmark.Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    private static final HtmlRenderer HTML = HtmlRenderer.builder().extensions(EXTENSIONS).escapeHtml(true)
        .sanitizeUrls(true).build();

    private HtmlMarkdown() {}

    /** One line of the report's own Markdown (bold, code, emphasis) as HTML, without the paragraph around it. */
    public static String inline(String markdown) {
        return md(markdown).trim().replaceFirst("^<p>", "").replaceFirst("</p>$", "");
    }

    /**
     * The report's own Markdown has no links or images; any in it came from a results file's text, and the
     * page must fetch nothing and run nothing: they are rendered as their text.
     */
    public static String md(String markdown) {
        Node document = PARSER.parse(markdown);
        List<Node> linked = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override public void visit(Link link) { linked.add(link); visitChildren(link); }

            @Override public void visit(Image image) { linked.add(image); visitChildren(image); }
        });
        for (Node node : linked) {
            for (Node child = node.getFirstChild(); child != null; ) {
                Node next = child.getNext();
                node.insertBefore(child);
                child = next;
            }
            node.unlink();
        }
        return HTML.render(document);
    }
}
