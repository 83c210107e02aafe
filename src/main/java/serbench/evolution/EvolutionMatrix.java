package serbench.evolution;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import serbench.codec.Codec;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.evolution.EvolutionData;
import serbench.data.evolution.Shape;

/**
 * Runs the matrix: for every codec, change and direction, the writer's deployment encodes its version's
 * value, the reader's deployment decodes those bytes into its own version, and {@link Verdicts} judges what
 * came back.
 */
public final class EvolutionMatrix {
    private EvolutionMatrix() {}

    public static List<Cell> run(List<Codec> codecs) {
        Map<Shape, DeploymentLoader> deployments = new EnumMap<>(Shape.class);
        try {
            List<Cell> cells = new ArrayList<>();
            for (Codec codec : codecs) {
                if (codec.baseline()) continue;
                for (Change change : Change.values()) {
                    for (Direction direction : Direction.values()) {
                        DeploymentLoader writer = deployments.computeIfAbsent(change.writer(direction), DeploymentLoader::new);
                        DeploymentLoader reader = deployments.computeIfAbsent(change.reader(direction), DeploymentLoader::new);
                        cells.add(cell(codec, change, direction, writer, reader));
                    }
                }
            }
            return cells;
        } finally {
            for (DeploymentLoader d : deployments.values()) close(d);
        }
    }

    private static Cell cell(Codec c, Change change, Direction direction, DeploymentLoader writer, DeploymentLoader reader) {
        String codec = c.id();
        byte[] bytes;
        String schema;
        try {
            bytes = writer.write(codec);
            schema = writer.writerSchema(codec);
        } catch (Exception e) {
            Throwable cause = unwrap(e);
            if (cause.getClass().getName().equals(UnsupportedDatasetException.class.getName())) {
                String why = EvolutionData.withoutVersions(c.family()).orElse(cause.getMessage());
                return new Cell(codec, change, direction, Outcome.UNTESTED, why);
            }
            return new Cell(codec, change, direction, Outcome.ERROR, "writing: " + Verdicts.describe(cause));
        }
        try {
            Map<String, Object> read = reader.read(codec, bytes, schema);
            return Verdicts.judge(codec, change, direction, read);
        } catch (Exception e) {
            return new Cell(codec, change, direction, Outcome.ERROR, Verdicts.describe(unwrap(e)));
        }
    }

    private static Throwable unwrap(Throwable e) {
        return e instanceof InvocationTargetException && e.getCause() != null ? e.getCause() : e;
    }

    private static void close(DeploymentLoader d) {
        try {
            d.close();
        } catch (IOException e) {
            // the jars' handles close at the JVM's exit; a version's folder left in the temp directory harms nothing
        }
    }
}
