package serbench.model.media;

public enum Size { SMALL, LARGE }
