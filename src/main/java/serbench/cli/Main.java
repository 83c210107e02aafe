package serbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine;
import serbench.SerbenchVersion;
import serbench.cli.run.RunCommand;
import serbench.cli.shared.ConsoleWriter;
import serbench.cli.shared.ListItems;
import serbench.report.view.PlainLine;
import serbench.results.ResultsStore;

// scope INHERIT: every subcommand gets --help and --version too
@Command(name = "serbench", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
    versionProvider = Main.Version.class,
    description = "A fair, verified benchmark of Java serialization frameworks.",
    subcommands = {ListCommand.class, VerifyCommand.class, SizesCommand.class, EvolutionCommand.class, SafetyCommand.class, InteropCommand.class,
        PlatformCommand.class, FirstCallCommand.class, RunCommand.class, MergeCommand.class, ReportCommand.class, CompareCommand.class, AdviseCommand.class,
        JmhCheckCommand.class, NoiseCommand.class, AgreementCommand.class})
public final class Main implements Runnable {
    /** Exit status for bad flags and unknown ids. */
    static final int USAGE = 2;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) throws InterruptedException {
        PrintWriter out = ConsoleWriter.over(System.out, ConsoleWriter.of("stdout"));
        PrintWriter err = ConsoleWriter.over(System.err, ConsoleWriter.of("stderr"));
        if (Utf8Relaunch.needed()) {
            // an argument the locale could not decode would reach the second JVM changed: refused here
            if (unreadable(args, err)) System.exit(USAGE);
            try {
                System.exit(Utf8Relaunch.run(args));
            } catch (IOException e) {
                err.println("serbench: cannot start a JVM with UTF-8 as its default charset: " + e.getMessage());
                err.flush();
                System.exit(1);
            }
        }
        Utf8Relaunch.endWithParent();
        System.exit(run(args, out, err));
    }

    /** Runs one command line; errors become one line on {@code err} and a non-zero status, never a trace. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        if (unreadable(args, err) || noTemporaryDirectory(err)) return USAGE;
        CommandLine cmd = new CommandLine(new Main());
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setParameterExceptionHandler((ex, a) -> {
            // a message may name an id from a results file: one line without control characters, whatever it holds
            err.println("serbench: " + (ex.getMessage() == null ? "bad arguments" : PlainLine.of(ex.getMessage()))
                + " (see 'serbench " + commandPath(ex.getCommandLine()) + "--help')");
            return USAGE;
        });
        cmd.setExecutionExceptionHandler((ex, c, parsed) -> {
            err.println("serbench: " + (ex.getMessage() == null ? ex.getClass().getSimpleName() : PlainLine.of(ex.getMessage())));
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

    /**
     * Whether an argument holds bytes that the locale's charset could not decode (a non-ASCII path under a POSIX
     * locale: the JVM made each such byte a U+FFFD), said in one line on {@code err}: no file could be named by it.
     */
    private static boolean unreadable(String[] args, PrintWriter err) {
        for (String a : args) {
            if (a.indexOf('\uFFFD') >= 0) {
                err.println("serbench: '" + a + "' holds characters that this locale's charset ("
                    + System.getProperty("sun.jnu.encoding") + ") cannot carry; run serbench under a UTF-8 locale, e.g. LANG=C.UTF-8");
                err.flush();
                return true;
            }
        }
        return false;
    }

    /**
     * serbench's run lock, class data archive and measuring JVMs' files live in the temporary directory: one that is not
     * there failed late, in each command its own way (a JVM probe's file blamed on --jvm, a raw NoSuchFileException).
     */
    private static boolean noTemporaryDirectory(PrintWriter err) {
        String tmp = System.getProperty("java.io.tmpdir");
        if (tmp != null && java.nio.file.Files.isDirectory(java.nio.file.Path.of(tmp))) return false;
        err.println("serbench: the temporary directory " + tmp + " (java.io.tmpdir) is not a directory: make it, or give java"
            + " another (-Djava.io.tmpdir=DIR)");
        err.flush();
        return true;
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
