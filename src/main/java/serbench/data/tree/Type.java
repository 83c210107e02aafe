package serbench.data.tree;

public enum Type { UNKNOWN, FOO, BAR }
