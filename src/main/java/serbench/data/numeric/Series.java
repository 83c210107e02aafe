package serbench.data.numeric;

import java.util.List;
import serbench.model.ModelObject;

/**
 * One series: a little structure around three primitive arrays, as numeric code holds them (not boxed lists, which
 * would hide what a binary format can copy in bulk): the sample times, the sampled values and a feature vector.
 */
public class Series extends ModelObject {
    public String name;
    /** "key=value" labels, as metrics systems print them. */
    public List<String> tags;
    public Kind kind;
    public int intervalMillis;
    /** Epoch milliseconds, one per value. */
    public long[] timestamps;
    public double[] values;
    /** A fixed-length summary of the series (an embedding, say), as a model consumes it. */
    public float[] features;
}
