package serbench.data.own;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The content hash (SHA-256) of each of the user's jars, class directories and samples, taken when a run starts and
 * saved with its definition: a resumed run, or a measuring JVM, that found other content under the same path would
 * mix the old file's sizes and figures with the new one's.
 */
final class Fingerprints {
    private static final String PREFIX = "sha256:";

    private Fingerprints() {}

    /** Every classpath entry's and every sample's hash, by path, in the definition's order. */
    static Map<String, String> of(OwnType own) {
        Map<String, String> hashes = new LinkedHashMap<>();
        Stream.concat(own.classpath().stream(), own.samples().stream()).forEach(p -> hashes.put(p, hash(Path.of(p))));
        return hashes;
    }

    /** @throws IllegalArgumentException in one line, naming the first entry whose content is not the saved one */
    static void check(OwnType own) {
        if (own.fingerprints() == null) return;
        for (Map.Entry<String, String> saved : own.fingerprints().entrySet()) {
            Path path = Path.of(saved.getKey());
            if (!Files.exists(path)) continue;   // loading names the missing file in its own words
            String now = hash(path);
            if (!now.equals(saved.getValue())) {
                String flag = own.samples().contains(saved.getKey()) ? "--sample " : "--classpath ";
                throw new IllegalArgumentException(flag + saved.getKey() + " changed since the run started (" + shortly(saved.getValue())
                    + " then, " + shortly(now) + " now)");
            }
        }
    }

    /** A file's hash, or a directory's: each file's path under it and content, in sorted order. */
    private static String hash(Path path) {
        MessageDigest digest = sha256();
        try {
            if (Files.isDirectory(path)) {
                List<Path> files;
                try (Stream<Path> walk = Files.walk(path)) {
                    files = walk.filter(Files::isRegularFile).sorted().toList();
                }
                for (Path file : files) {
                    digest.update(path.relativize(file).toString().getBytes(StandardCharsets.UTF_8));
                    digest.update((byte) 0);
                    add(digest, file);
                }
            } else {
                add(digest, path);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(path + ": cannot read it (" + e.getMessage() + ")");
        }
        return PREFIX + HexFormat.of().formatHex(digest.digest());
    }

    private static void add(MessageDigest digest, Path file) throws IOException {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
            in.transferTo(OutputStream.nullOutputStream());
        }
    }

    private static String shortly(String hash) {
        return hash.substring(0, Math.min(hash.length(), PREFIX.length() + 12));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
