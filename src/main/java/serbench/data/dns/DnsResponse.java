package serbench.data.dns;

import java.util.List;
import serbench.model.ModelObject;

public class DnsResponse extends ModelObject {
    public List<DnsRecord> records;
}
