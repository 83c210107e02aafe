package serbench.data.testonly;

import java.util.List;
import serbench.model.ModelObject;

/** The test-only data set's model: a list and an enum, the least a data set needs to exercise every codec. */
public class Basket extends ModelObject {
    public String owner;
    public List<String> fruits;
    public Colour colour;
}
