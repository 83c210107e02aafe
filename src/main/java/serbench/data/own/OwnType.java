package serbench.data.own;

import java.util.List;

/**
 * The user's own data set as given on the command line: where its classes are, the class, the JSON samples
 * and an optional id. Saved in a run's settings and in every measuring JVM's task, which rebuild the same
 * data sets from it (paths are absolute, so a resumed run or a measuring JVM finds them from anywhere).
 */
public record OwnType(List<String> classpath, String type, List<String> samples, String name) {}
