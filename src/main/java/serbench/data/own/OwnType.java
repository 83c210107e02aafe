package serbench.data.own;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The user's own data set as given on the command line: where its classes are, the class, the JSON samples
 * and an optional id. Saved in a run's settings and in every measuring JVM's task, which rebuild the same
 * data sets from it (paths are absolute, so a resumed run or a measuring JVM finds them from anywhere).
 * {@code fingerprints}: each classpath entry's and sample's content hash when the run started, by path; loading
 * refuses files whose content differs (absent outside a run, and in runs made before it was saved).
 */
public record OwnType(List<String> classpath, String type, List<String> samples, String name,
                      @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, String> fingerprints) {
    public OwnType(List<String> classpath, String type, List<String> samples, String name) {
        this(classpath, type, samples, name, null);
    }
}
