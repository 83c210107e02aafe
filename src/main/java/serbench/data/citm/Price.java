package serbench.data.citm;

import serbench.model.ModelObject;

/** A seat category's price for an audience (in cents). */
public class Price extends ModelObject {
    public int amount;
    public int audienceSubCategoryId;
    public int seatCategoryId;
}
