package serbench.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import serbench.SerbenchVersion;
import serbench.results.ResultsStore;

// scope INHERIT: every subcommand gets --help and --version too
@Command(name = "serbench", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
    versionProvider = Main.Version.class,
    description = "A fair, verified benchmark of Java serialization frameworks.",
    subcommands = {ListCommand.class, VerifyCommand.class, SizesCommand.class, EvolutionCommand.class, SafetyCommand.class, InteropCommand.class,
        FirstCallCommand.class, RunCommand.class, MergeCommand.class, ReportCommand.class, CompareCommand.class})
public final class Main implements Runnable {
    /** Exit status for bad flags and unknown ids. */
    static final int USAGE = 2;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(run(args, ConsoleWriter.over(System.out, ConsoleWriter.of("stdout")),
            ConsoleWriter.over(System.err, ConsoleWriter.of("stderr"))));
    }

    /** Runs one command line; errors become one line on {@code err} and a non-zero status, never a trace. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cmd = new CommandLine(new Main());
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setParameterExceptionHandler((ex, a) -> {
            err.println("serbench: " + ex.getMessage().lines().findFirst().orElse("bad arguments")
                + " (see 'serbench " + commandPath(ex.getCommandLine()) + "--help')");
            return USAGE;
        });
        cmd.setExecutionExceptionHandler((ex, c, parsed) -> {
            err.println("serbench: " + (ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage()));
            return notWritten(ex) ? USAGE : 1;
        });
        cmd.setExecutionStrategy(parsed -> {
            ListItems.check(parsed);
            return new CommandLine.RunLast().execute(parsed);
        });
        int status = cmd.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    /** An output that could not be written is the user's to fix, as bad input is: exit 2 (docs/cli-rules.md). */
    private static boolean notWritten(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof ResultsStore.NotWritten) return true;
        }
        return false;
    }

    private static String commandPath(CommandLine c) {
        return c.getParent() == null ? "" : c.getCommandName() + " ";
    }

    /** The version written into the jar's manifest by the build. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"serbench " + SerbenchVersion.current()};
        }
    }
}
