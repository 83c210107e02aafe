package serbench.evolution;

import serbench.results.EvolutionCell;

/** One cell of the matrix, with a short note: the exception's message, the field that differed. */
public record Cell(String codec, Change change, Direction direction, Outcome outcome, String note) {
    /** The cell as results.json keeps it and the reports read it. */
    public EvolutionCell stored() {
        return new EvolutionCell(codec, change.id(), direction.id(), outcome.id(), note);
    }
}
