package serbench.data.citm;

import java.util.List;
import org.apache.fory.annotation.Nullable;
import serbench.model.ModelObject;

/** A concert programme. The document's description, subjectCode and subtitle are null in every event. */
public class Event extends ModelObject {
    public @Nullable String description;
    public int id;
    public @Nullable String logo;
    public String name;
    public List<Integer> subTopicIds;
    public @Nullable String subjectCode;
    public @Nullable String subtitle;
    public List<Integer> topicIds;
}
