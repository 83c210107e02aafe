package serbench.data.twitter;

import serbench.model.ModelObject;

/** What the search was and how to page on. */
public class SearchMetadata extends ModelObject {
    public double completed_in;
    public long max_id;
    public String max_id_str;
    public String next_results;
    public String query;
    public String refresh_url;
    public int count;
    public long since_id;
    public String since_id_str;
}
