package serbench.bench.fork;

/** A pair's state set up as JMH sets it up in a measuring JVM: the data set looked up by id, checked, encoded. */
final class Pairs {
    private Pairs() {}

    static PairState setUp(String codec, String dataset) throws Exception {
        PairState pair = new PairState();
        pair.codec = codec;
        pair.dataset = dataset;
        pair.setUp(0);
        return pair;
    }
}
