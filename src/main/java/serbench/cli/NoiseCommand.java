package serbench.cli;

import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import serbench.cli.run.TimeLimit;
import serbench.noise.NoiseMaker;
import serbench.noise.NoiseScenario;

@Command(name = "noise", description = {
    "Make a named, reproducible noise for a bounded time, to test serbench's figures against it (docs/noise.md).",
    "bursts: one CPU busy for 2 s, then idle for 2 s; hog: one CPU busy throughout; membw: one CPU copying 64 MiB"
        + " arrays (memory bandwidth and the shared cache). One thread, so never more than one CPU; it ends by itself."})
final class NoiseCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "bursts, hog or membw.")
    String scenario;

    @Option(names = "--for", paramLabel = "DURATION", required = true,
        description = "How long to make it (90s, 10m, 1h; at most 6h).")
    String duration;

    /** Long enough for any run serbench makes, short enough that a forgotten noise maker ends the same day. */
    static final Duration MOST = Duration.ofHours(6);

    @Override
    public Integer call() throws Exception {
        NoiseScenario s = NoiseScenario.byId(scenario).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
            "unknown noise scenario '" + scenario + "' (choose from " + NoiseScenario.ids() + ")"));
        Duration d;
        try {
            d = TimeLimit.parse("--for", duration, MOST);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        spec.commandLine().getOut().printf("serbench: noise %s for %ds: %s%n", s.id, d.toSeconds(), s.description);
        spec.commandLine().getOut().flush();
        new NoiseMaker(s).run(d.toMillis() / 1000.0);
        return 0;
    }
}
