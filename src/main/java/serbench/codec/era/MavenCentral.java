package serbench.codec.era;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.maven.model.interpolation.ModelInterpolator;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.supplier.SessionBuilderSupplier;
import org.eclipse.aether.transfer.ArtifactNotFoundException;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;

/**
 * A library's version and what it depends on (its runtime scope, each at the version the poms name, as Maven takes
 * them), resolved with Maven's own resolver into the user's local repository, {@code ~/.m2/repository} (or
 * {@code -Dmaven.repo.local}): offline first, so a version already there needs no network, then from Maven Central. Only the JVM that reads the command line resolves; the measuring JVMs get
 * the jars' paths.
 */
public final class MavenCentral {
    /** A version that cannot be resolved; its message is one line for the user. */
    public static final class Unresolved extends Exception {
        Unresolved(String message) {
            super(message);
        }
    }

    private MavenCentral() {}

    /**
     * The jars of {@code artifacts} ({@code groupId:artifactId}, each at {@code version}) and of what they depend on at
     * run time, in the resolver's order (the artifacts first).
     */
    public static List<Path> resolve(List<String> artifacts, String version) throws Unresolved {
        return resolve(artifacts, version, localRepository(), central());
    }

    static List<Path> resolve(List<String> artifacts, String version, Path local, RemoteRepository remote) throws Unresolved {
        RepositorySystem system = new RepositorySystemSupplier().get();
        try {
            try {
                return resolve(system, artifacts, version, local, remote, true);
            } catch (DependencyResolutionException offline) {
                // not all in the local repository yet: fetched from the remote one
                return resolve(system, artifacts, version, local, remote, false);
            }
        } catch (DependencyResolutionException e) {
            String library = artifacts.get(0).substring(artifacts.get(0).indexOf(':') + 1) + " " + version;
            Optional<Throwable> absent = notFound(e);
            throw new Unresolved(absent.isPresent() ? library + " is not on Maven Central (" + firstLine(absent.get()) + ")"
                : library + " could not be resolved from Maven Central (" + firstLine(e) + ")");
        } finally {
            system.shutdown();
        }
    }

    private static List<Path> resolve(RepositorySystem system, List<String> artifacts, String version, Path local, RemoteRepository remote,
                                      boolean offline) throws DependencyResolutionException {
        try (RepositorySystemSession.CloseableSession session = new SessionBuilderSupplier(system).get()
                .withLocalRepositoryBaseDirectories(local).setOffline(offline).build()) {
            CollectRequest collect = new CollectRequest(artifacts.stream()
                .map(a -> new Dependency(new DefaultArtifact(a + ":" + version), JavaScopes.RUNTIME)).toList(), List.of(), List.of(remote));
            DependencyRequest request = new DependencyRequest(collect, DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME));
            return system.resolveDependencies(session, request).getArtifactResults().stream()
                .map(ArtifactResult::getArtifact).map(a -> a.getPath()).toList();
        }
    }

    /** The first cause that says an artifact is absent from the repository, not that it could not be reached. */
    private static Optional<Throwable> notFound(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ArtifactNotFoundException) return Optional.of(t);
            for (Throwable s : t.getSuppressed()) {
                Optional<Throwable> found = notFound(s);
                if (found.isPresent()) return found;
            }
        }
        return Optional.empty();
    }

    private static String firstLine(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
    }

    /** Maven's own local repository: {@code -Dmaven.repo.local}, else {@code ~/.m2/repository}. */
    static Path localRepository() {
        String local = System.getProperty("maven.repo.local");
        return local != null ? Path.of(local) : Path.of(System.getProperty("user.home"), ".m2", "repository");
    }

    /**
     * Maven Central at the address Maven itself takes, {@code -Dmaven.repo.central=URL} where given (a mirror, for a
     * machine that reaches Central only through one), rather than a second copy of it.
     */
    static RemoteRepository central() {
        return new RemoteRepository.Builder("central", "default",
            System.getProperty(ModelInterpolator.MAVEN_REPO_CENTRAL_KEY, ModelInterpolator.DEFAULT_MAVEN_REPO_CENTRAL_URL)).build();
    }
}
