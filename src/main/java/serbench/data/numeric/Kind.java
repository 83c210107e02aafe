package serbench.data.numeric;

/** What a series' values are, as metrics systems tell them apart. */
public enum Kind { GAUGE, COUNTER, RATE }
