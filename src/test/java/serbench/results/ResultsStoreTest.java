package serbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsStoreTest {
    /** A report is for colleagues to read: it gets the permissions any new file of the user gets (the umask's). */
    @Test
    void writtenFilesFollowTheUmask(@TempDir Path dir) throws Exception {
        Path plain = Files.createFile(dir.resolve("plain"));
        Path written = dir.resolve("report.md");
        ResultsStore.writeAtomically(written, "# report\n");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written));
        ResultsStore.writeAtomically(written, "# report, again\n");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written));
    }
}
