package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.security.auth.module.UnixSystem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run lock in a temporary directory that other users may write, as /tmp is: what they plant there (a link where
 * the lock goes, a directory of the lock's name open to all) never makes serbench write, empty or open up a file of
 * the user running it. The temporary directory is this test's, as -Djava.io.tmpdir would make it.
 */
class RunLockTest {
    private static final String UID = String.valueOf(new UnixSystem().getUid());

    @TempDir Path tmp;
    private String tmpBefore;
    private Path victim;

    @BeforeEach
    void aFileOfTheUserAndATemporaryDirectoryOfTheTests() throws IOException {
        tmpBefore = System.getProperty("java.io.tmpdir");
        System.setProperty("java.io.tmpdir", tmp.toString());
        victim = Files.writeString(Files.createDirectories(tmp.resolve("home")).resolve("notes.txt"), "the user's own text");
        Files.setPosixFilePermissions(victim, PosixFilePermissions.fromString("rw-------"));
    }

    @AfterEach
    void theTemporaryDirectoryAsBefore() {
        System.setProperty("java.io.tmpdir", tmpBefore);
    }

    private void assertVictimUntouched() throws IOException {
        assertEquals("the user's own text", Files.readString(victim));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(victim)));
    }

    /** The attack as reported: links to the user's file where serbench put its lock and where it puts it now. */
    @Test
    void aLinkPlantedWhereTheLockGoesLeavesItsTargetUntouched() throws Exception {
        Files.createSymbolicLink(tmp.resolve("serbench-run.lock"), victim);
        Path theirs = Files.createDirectories(tmp.resolve("theirs"));
        Files.createSymbolicLink(theirs.resolve("run.lock"), victim);
        Files.createSymbolicLink(tmp.resolve("serbench-" + UID), theirs);
        RunLock.Held e = assertThrows(RunLock.Held.class, RunLock::acquire);
        assertEquals(tmp.resolve("serbench-" + UID) + " is a link, so serbench cannot keep its run lock there safely;"
            + " remove it, or give java another temporary directory (-Djava.io.tmpdir=DIR)", e.getMessage());
        assertVictimUntouched();
    }

    @Test
    void aDirectoryOfTheLocksNameThatOthersMayEnterIsRefused() throws Exception {
        Path open = Files.createDirectory(tmp.resolve("serbench-" + UID));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
        Files.createSymbolicLink(open.resolve("run.lock"), victim);
        RunLock.Held e = assertThrows(RunLock.Held.class, RunLock::acquire);
        assertTrue(e.getMessage().endsWith(" is open to other users (rwxrwxrwx), so serbench cannot keep its run lock there"
            + " safely; remove it, or give java another temporary directory (-Djava.io.tmpdir=DIR)"), e.getMessage());
        assertVictimUntouched();
    }

    /** Even in the private directory (where only the user or root could have put it), a link is not followed. */
    @Test
    void aLinkInThePrivateDirectoryIsNotFollowed() throws Exception {
        RunLock.acquire().close();
        Path lock = tmp.resolve("serbench-" + UID).resolve("run.lock");
        Files.delete(lock);
        Files.createSymbolicLink(lock, victim);
        RunLock.Held e = assertThrows(RunLock.Held.class, RunLock::acquire);   // one line, exit 2
        assertEquals(lock + " is a link, which serbench does not follow to keep its run lock; remove it, then run again",
            e.getMessage());
        assertVictimUntouched();
    }

    /** The lock's directory and file are the user's alone, and the file names the run that holds it. */
    @Test
    void theLockIsPrivateAndNamesItsHolder() throws Exception {
        try (RunLock held = RunLock.acquire()) {
            Path dir = tmp.resolve("serbench-" + UID);
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)));
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("run.lock"))));
            assertEquals(String.valueOf(ProcessHandle.current().pid()), Files.readString(dir.resolve("run.lock")));
            RunLock.Held e = assertThrows(RunLock.Held.class, RunLock::acquire);
            assertTrue(e.getMessage().startsWith("another serbench run (pid " + ProcessHandle.current().pid() + ") is measuring"),
                e.getMessage());
        }
        RunLock.acquire().close();
    }
}
