package serbench.results;

import java.util.List;

/**
 * serbench's figures checked against plain JMH on the same jar ({@code serbench jmh-check}), as {@code jmh-check.json}
 * keeps them: when and on which JVM, how JMH measured, the machine check before and after, and JMH's figure of each
 * pair and op the run had.
 *
 * @param run the results file whose figures were checked
 * @param machineBefore the machine check's variation (percent) just before JMH started, and {@code machineAfter} just
 *     after it ended: how quiet the host was while JMH measured
 */
public record JmhCheck(String run, String start, String end, String jvm, int forks, int warmups, int iterations,
                       Double machineBefore, Double machineAfter, List<JmhFigure> figures) {
    /**
     * Plain JMH's figure of one op of one pair: the mean over every measured iteration of every fork, JMH's 99.9%
     * error, each fork's own mean, and every measured iteration, fork after fork (null in checks before serbench 0.5.0).
     */
    public record JmhFigure(String dataset, String codec, String op, double mean, double error, List<Double> forkMeans,
                            List<Double> iterations) {
        public JmhFigure(String dataset, String codec, String op, double mean, double error, List<Double> forkMeans) {
            this(dataset, codec, op, mean, error, forkMeans, null);
        }
    }
}
