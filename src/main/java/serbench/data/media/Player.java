package serbench.data.media;

public enum Player { JAVA, FLASH }
