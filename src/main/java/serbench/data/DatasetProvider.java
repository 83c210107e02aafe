package serbench.data;

import java.util.List;

/**
 * Data sets from outside serbench's main sources, found with {@link java.util.ServiceLoader}: the tests
 * register theirs in {@code src/test/resources/META-INF/services/serbench.data.DatasetProvider}, so a data set
 * that lives in the test sources is known to every codec, command and measuring JVM of a test run.
 */
public interface DatasetProvider {
    List<Dataset<?>> datasets();
}
