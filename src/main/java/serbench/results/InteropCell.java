package serbench.results;

/**
 * One cell of the cross-language matrix as results.json keeps it: for one codec, data set and language, one
 * {@code direction} ({@code java-to-python}, {@code python-to-java}) and its {@code outcome} (ok, lossy, error,
 * n/a) with a note. Plain strings, so that reports need not know the package that computes the matrix.
 */
public record InteropCell(String codec, String dataset, String language, String direction, String outcome, String note) {}
