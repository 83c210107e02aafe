package serbench.data.citm;

import java.util.List;
import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** One evening of an event. The document's name and seatMapImage are null in every performance. */
public class Performance extends ModelObject {
    public int eventId;
    public int id;
    public @Nullable String logo;
    public @Nullable String name;
    public List<Price> prices;
    public List<SeatCategory> seatCategories;
    public @Nullable String seatMapImage;
    /** Epoch milliseconds. */
    public long start;
    public String venueCode;
}
