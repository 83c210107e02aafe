package serbench.data.twitter;

import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** The links of a user's profile: its url (absent without one) and its description's. */
public class UserEntities extends ModelObject {
    public @Nullable UrlEntities url;
    public UrlEntities description;
}
