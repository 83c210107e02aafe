package serbench.report;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One figure: the mean of {@code samples} JMH iterations, its 99.9% confidence half-width (null when
 * there were too few iterations to compute one), and the slowest and fastest iteration.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Measurement(String dataset, String codec, String op, int threads, String mode, double score,
                          Double error, String unit, Double allocBytesPerOp, String jvm, int samples,
                          double min, double max) {}
