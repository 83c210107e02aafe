package serbench.codec;

/** The encode/decode half of a binding. */
public interface Wire<N> {
    byte[] encode(N value) throws Exception;

    N decode(byte[] bytes) throws Exception;
}
