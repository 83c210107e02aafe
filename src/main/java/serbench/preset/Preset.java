package serbench.preset;

import java.util.List;
import serbench.bench.fork.Profile;
import serbench.results.Results;

/**
 * One classic post's experiment, redone: what to run, and how to show it in the post's own layout
 * with the post's published figures ("then") beside serbench's ("now").
 */
public interface Preset {
    String id();

    /** The post, as a reader would recognise it. */
    String source();

    /** The runs; shorter counts and times under the smoke and quick profiles. */
    List<Results.Plan> plans(Profile profile);

    /**
     * The libraries the post ran, at the versions it used: {@code --then} runs each one's versioned row where this build
     * registers it, beside today's row, and names the others with the reason.
     */
    List<Then> then();

    /** Markdown: the post-layout tables with then and now, and where the post's method differed. */
    String render(Results results, String jvm);
}
