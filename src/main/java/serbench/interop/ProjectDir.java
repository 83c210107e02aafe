package serbench.interop;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;

/**
 * The project folder, which holds each language's peer (interop/) and the schemas: the folder above the
 * target/ that serbench's classes were loaded from (target/serbench.jar, target/classes), else the working folder.
 */
final class ProjectDir {
    private ProjectDir() {}

    static Path find() throws PeerUnavailableException {
        List<Path> candidates = new ArrayList<>();
        CodeSource source = ProjectDir.class.getProtectionDomain().getCodeSource();
        try {
            Path target = source == null ? null : Path.of(source.getLocation().toURI()).getParent();
            if (target != null && target.getParent() != null) candidates.add(target.getParent());
        } catch (URISyntaxException e) {
            // a code source that is no file: the working folder is the one candidate
        }
        candidates.add(Path.of("").toAbsolutePath());
        return candidates.stream().filter(p -> Files.isDirectory(p.resolve("interop"))).findFirst()
            .orElseThrow(() -> new PeerUnavailableException(
                "interop runs from serbench's project folder (./serbench interop), whose interop/ holds each language's peer"));
    }
}
