package serbench.data.citm;

import java.util.List;
import serbench.model.ModelObject;

/** An area of the hall; its blockIds are empty throughout the document. */
public class Area extends ModelObject {
    public int areaId;
    public List<Integer> blockIds;
}
