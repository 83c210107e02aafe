package serbench.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.Trait;
import serbench.data.Datasets;
import serbench.results.PlatformCell;

/**
 * The {@code unsafe-memory} trait each row declares is what the platform matrix measures, not an opinion: on a JDK that
 * can deny sun.misc.Unsafe's memory access, a row declares it exactly when its JVM prints the JDK's Unsafe warning with
 * the defaults or fails with it denied (as {@link PlatformCell#unsafeMemory} reads the cells). Until this test, 14 rows'
 * hand-written traits were wrong: Kryo's (but kryo-unsafe), Hessian's (but hessian-lite), protostuff's, MessagePack's,
 * XStream's and wast's used Unsafe undeclared; protobuf's and sbe's declared it (Agrona's is jdk.internal.misc.Unsafe).
 */
class TraitsFromTheMatrixTest {
    @Test
    void everyRowsUnsafeMemoryTraitIsWhatTheMatrixMeasures() throws Exception {
        Optional<Path> newest = Jdks.newestBeside(Path.of(System.getProperty("java.home")));
        assumeTrue(newest.isPresent() && Jdks.major(newest.get().getParent().getParent()) >= 24, "no JDK 24 or later beside this one");
        List<Codec> codecs = Codecs.all();
        List<PlatformCell> cells = PlatformRun.run(codecs, List.of(Datasets.byId("media").orElseThrow()),
            List.of(Jdks.Jdk.of(newest.get())), List.of(Mode.DEFAULTS, Mode.UNSAFE_DENIED), line -> {});
        List<String> wrong = new ArrayList<>();
        for (Codec c : codecs) {
            Optional<Boolean> measured = PlatformCell.unsafeMemory(cells, c.id());
            boolean declared = c.traits().has(Trait.UNSAFE_MEMORY);
            if (measured.isPresent() && measured.get() != declared) {
                wrong.add(c.id() + (declared ? " declares unsafe-memory and" : " does not declare unsafe-memory and")
                    + " measured " + (measured.get() ? "uses it" : "does not use it"));
            }
        }
        assertEquals(List.of(), wrong);
    }
}
