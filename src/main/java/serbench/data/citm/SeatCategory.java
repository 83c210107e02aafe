package serbench.data.citm;

import java.util.List;
import serbench.model.ModelObject;

/** The areas of the hall sold at one price. */
public class SeatCategory extends ModelObject {
    public List<Area> areas;
    public int seatCategoryId;
}
