package serbench.evolution;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
        List<Codec> versioned = codecs.stream().filter(c -> !c.baseline()).toList();
        Map<Shape, DeploymentLoader> deployments = new EnumMap<>(Shape.class);
        ExecutorService workers = Executors.newFixedThreadPool(THREADS);
        try {
            Set<Shape> shapes = EnumSet.noneOf(Shape.class);
            if (!versioned.isEmpty()) {
                for (Change change : Change.values()) {
                    for (Direction direction : Direction.values()) shapes.addAll(List.of(change.writer(direction), change.reader(direction)));
                }
            }
            Map<Shape, Future<DeploymentLoader>> made = new EnumMap<>(Shape.class);
            for (Shape shape : shapes) made.put(shape, workers.submit(() -> new DeploymentLoader(shape)));
            for (var e : made.entrySet()) deployments.put(e.getKey(), result(e.getValue()));
            List<Future<List<Cell>>> rows = versioned.stream().map(c -> workers.submit(() -> row(c, deployments))).toList();
            List<Cell> cells = new ArrayList<>();
            for (Future<List<Cell>> row : rows) cells.addAll(result(row));
            return cells;
        } finally {
            workers.shutdownNow();
            for (DeploymentLoader d : deployments.values()) close(d);
        }
    }

    /**
     * Codecs side by side, one per CPU up to two: each deployment loads every library afresh from the jars, cold, and
     * the matrix took 21 s of an {@code --all-aspects} run on one thread. A codec's cells are its own (its bindings are
     * made per cell), so neither order nor neighbour changes a verdict.
     */
    private static final int THREADS = Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors()));

    private static List<Cell> row(Codec codec, Map<Shape, DeploymentLoader> deployments) {
        List<Cell> cells = new ArrayList<>();
        for (Change change : Change.values()) {
            for (Direction direction : Direction.values()) {
                cells.add(cell(codec, change, direction, deployments.get(change.writer(direction)), deployments.get(change.reader(direction))));
            }
        }
        return cells;
    }

    private static <T> T result(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the evolution matrix ran", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
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
