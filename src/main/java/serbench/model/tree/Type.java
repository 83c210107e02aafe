package serbench.model.tree;

public enum Type { UNKNOWN, FOO, BAR }
