package serbench.bench.machine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import serbench.DefaultCharset;
import serbench.results.Environment;

/**
 * A JVM a run measures on, as every phase of the run needs it: its java executable, the id and version the run
 * recorded, and its major version, which decides the options every JVM running the codecs takes there. Resolved once
 * per run from its environment, so that no phase asks again.
 */
public record MeasuringJvm(String id, String version, Path java, int major) {
    /** The JVM a run recorded; a second JVM of the same id ("17#2") has the major version of the first. */
    public static MeasuringJvm of(Environment.Jvm jvm) {
        return new MeasuringJvm(jvm.id(), jvm.version(), Path.of(jvm.path()), JvmProbe.major(jvm.id().replaceFirst("#.*", "")));
    }

    /** Every JVM a run measures on, in the order it recorded them. */
    public static List<MeasuringJvm> of(Environment env) {
        return env.jvms.stream().map(MeasuringJvm::of).toList();
    }

    /** Whether it is the JVM running serbench (one JDK named two ways is one JVM). */
    public boolean running() throws IOException {
        return java.toRealPath().equals(JvmProbe.current().toRealPath());
    }

    /** {@link #codecOptions(int)} for this JVM. */
    public List<String> codecOptions() {
        return codecOptions(major);
    }

    /**
     * Chronicle Wire's one JDK 17 need on serbench's paths, of the nine options its Java 17 set-up lists: it makes the
     * fields of its own marshallers accessible through java.lang.reflect's internals (Jvm.setAccessible); without it
     * the text wire fails on a Map field. The rest serve its off-heap memory, sockets and runtime compiler, unused here.
     */
    private static final String CHRONICLE_OPENS = "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED";

    /**
     * What every JVM that runs the codecs needs, measuring or not (plain JMH's forks in {@code jmh-check} too): the
     * heap, and the JDK's internals the libraries reach.
     */
    public static List<String> codecOptions(int javaMajor) {
        List<String> command = new ArrayList<>(List.of("-Xms1g", "-Xmx1g",
            // untouched heap pages fault on first use, which made allocating code ~3x slower until the first
            // young GC had cycled all of Eden: scores flipped mid-measurement. Touch the (fixed) heap up front.
            "-XX:+AlwaysPreTouch",
            // UTF-8 whatever the locale: a codec that decodes text in the default charset round-trips the same everywhere
            DefaultCharset.OPTION));
        command.addAll(HugePages.options());
        // protobuf, Kryo and protostuff use sun.misc.Unsafe; newer JDKs warn on stderr unless allowed
        if (javaMajor >= 23) command.add("--sun-misc-unsafe-memory-access=allow");
        // Agrona 2, SBE's runtime, uses jdk.internal.misc.Unsafe, which java.base exports only on request
        command.add("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED");
        command.add(CHRONICLE_OPENS);
        return command;
    }
}
