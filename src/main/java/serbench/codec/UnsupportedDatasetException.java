package serbench.codec;

/** A codec's declaration that it cannot represent a data set, with the reason shown in reports. */
public class UnsupportedDatasetException extends Exception {
    public UnsupportedDatasetException(String reason) {
        super(reason);
    }
}
