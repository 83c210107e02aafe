package serbench.data.numeric;

import java.util.List;
import serbench.model.ModelObject;

/** A batch of time series as a telemetry agent or a feature pipeline sends it: where from, and the series. */
public class SeriesBatch extends ModelObject {
    public String source;
    public List<Series> series;
}
