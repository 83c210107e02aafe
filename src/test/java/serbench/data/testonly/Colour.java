package serbench.data.testonly;

public enum Colour {
    RED, GREEN, BLUE
}
