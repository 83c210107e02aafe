package serbench.data.twitter;

import serbench.model.ModelObject;

/** Why the search returned the status. */
public class Metadata extends ModelObject {
    public String result_type;
    public String iso_language_code;
}
