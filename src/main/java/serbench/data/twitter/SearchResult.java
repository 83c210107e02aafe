package serbench.data.twitter;

import java.util.List;
import serbench.model.ModelObject;

/** One page of Twitter's search API: the statuses and what the search was. */
public class SearchResult extends ModelObject {
    public List<Status> statuses;
    public SearchMetadata search_metadata;
}
