package serbench.data.media;

public enum Size { SMALL, LARGE }
