package serbench.evolution;

/** One cell of the matrix, with a short note: the exception's message, the field that differed. */
public record Cell(String codec, Change change, Direction direction, Outcome outcome, String note) {}
