package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import serbench.cli.Main;

/** Runs the CLI in-process and captures what it prints. */
final class Cli {
    record Result(int status, String out, String err) {}

    private Cli() {}

    static Result run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    /** Exit 2, nothing on stdout, one line on stderr naming what was wrong, no stack trace. */
    static void assertUsageError(Result r, String... expected) {
        assertEquals(2, r.status(), r.out() + r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("serbench: "), r.err());
        for (String e : expected) assertTrue(r.err().contains(e), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }
}
