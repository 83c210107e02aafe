package serbench.data.citm;

import java.util.List;
import java.util.Map;
import serbench.model.ModelObject;

/**
 * The whole of {@code citm_catalog.json}, a ticketing site's catalogue of concerts at the Salle Pleyel: name tables
 * keyed by id (as strings, JSON's only keys), the events keyed by their id, and the performances with their prices and
 * seat categories. Fields in the document's order (alphabetical, as it was written).
 */
public class CitmCatalog extends ModelObject {
    public Map<String, String> areaNames;
    public Map<String, String> audienceSubCategoryNames;
    /** Empty in the document. */
    public Map<String, String> blockNames;
    public Map<String, Event> events;
    public List<Performance> performances;
    public Map<String, String> seatCategoryNames;
    public Map<String, String> subTopicNames;
    /** Empty in the document. */
    public Map<String, String> subjectNames;
    public Map<String, String> topicNames;
    /** A topic's id to its sub-topics' ids. */
    public Map<String, List<Integer>> topicSubTopics;
    public Map<String, String> venueNames;
}
