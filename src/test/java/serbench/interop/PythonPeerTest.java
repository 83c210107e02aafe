package serbench.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Python peer's launcher where Python is missing: runs everywhere, Python or not. */
class PythonPeerTest {
    @Test
    void withoutPythonThePeerSaysWhatToInstallInOneLineAndExits2(@TempDir Path job) throws IOException, InterruptedException {
        ProcessBuilder peer = new ProcessBuilder(Path.of("interop/python/peer").toAbsolutePath().toString(), job.toString());
        peer.environment().put("SERBENCH_PYTHON", job.resolve("no-python3").toString());
        Process p = peer.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        List<String> err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, p.waitFor());
        assertEquals(1, err.size(), err.toString());
        assertTrue(err.get(0).contains("install Python 3.9 or newer with its venv module"), err.get(0));
        assertTrue(Files.notExists(job.resolve("result.json")));
    }
}
