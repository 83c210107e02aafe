package serbench.model.media;

public enum Player { JAVA, FLASH }
