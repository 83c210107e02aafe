package serbench.data.twitter;

import java.util.List;
import serbench.model.ModelObject;

/** The links of a text. */
public class UrlEntities extends ModelObject {
    public List<Url> urls;
}
