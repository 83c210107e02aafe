package serbench.results;

/**
 * One cell of the schema evolution matrix as results.json keeps it: what a reader got when the class changed
 * ({@code outcome}: ok, lossy, error, wrong, unsupported or untested) for one codec, change and direction
 * ({@code old-reads-new} or {@code new-reads-old}), with a short note. Plain strings, so that reports need not
 * know the package that computes the matrix.
 */
public record EvolutionCell(String codec, String change, String direction, String outcome, String note) {}
