package serbench.data.edgecases;

import java.util.List;
import java.util.Map;
import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/**
 * The values where formats and their libraries part ways: a long that a double cannot hold, the integer
 * limits, the non-finite doubles, an empty and an absent string, characters outside the Basic Multilingual
 * Plane, an empty list and a map.
 */
public class EdgeCases extends ModelObject {
    public long beyondDouble;
    public int intMin;
    public int intMax;
    public long longMin;
    public long longMax;
    public double notANumber;
    public double positiveInfinity;
    public double negativeInfinity;
    public String empty;
    public @Nullable String absent;
    public String astral;
    public List<String> emptyList;
    public Map<String, Long> counts;
}
