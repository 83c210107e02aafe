package serbench.codec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A codec's library and the version actually loaded, read from the jar that holds {@code anchor}:
 * its Maven {@code pom.properties}, else the jar's file name. Manifests are not trusted (Hessian
 * 4.0.66's says 3.1.0).
 */
public record Library(String name, String version) {
    private static final Pattern JAR_NAME = Pattern.compile(".*?-(\\d[\\w.\\-]*)\\.jar");

    public static Library of(String name, Class<?> anchor) {
        return new Library(name, versionOf(anchor));
    }

    /** A generator with no runtime library (Colfer): the version recorded beside its generated code in {@code resource}. */
    public static Library recorded(String name, String resource) {
        try (InputStream in = Library.class.getResourceAsStream(resource)) {
            return new Library(name, in == null ? "unknown" : new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The running JDK, for codecs built into it. */
    public static Library jdk(String name) {
        return new Library(name, Runtime.version().toString());
    }

    static String versionOf(Class<?> anchor) {
        try {
            Path jar = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!Files.isRegularFile(jar)) return "unknown";
            String fromPom = pomVersion(jar);
            if (fromPom != null) return fromPom;
            Matcher m = JAR_NAME.matcher(jar.getFileName().toString());
            return m.matches() ? m.group(1) : "unknown";
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return "unknown";
        }
    }

    private static String pomVersion(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            for (Enumeration<JarEntry> e = file.entries(); e.hasMoreElements(); ) {
                JarEntry entry = e.nextElement();
                if (entry.getName().startsWith("META-INF/maven/") && entry.getName().endsWith("/pom.properties")) {
                    Properties p = new Properties();
                    try (InputStream in = file.getInputStream(entry)) {
                        p.load(in);
                    }
                    return p.getProperty("version");
                }
            }
        }
        return null;
    }
}
