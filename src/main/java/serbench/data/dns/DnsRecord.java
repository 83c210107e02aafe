package serbench.data.dns;

import serbench.model.ModelObject;

/** One passive-DNS observation: a name, what it resolved to, and when it was first and last seen. */
public class DnsRecord extends ModelObject {
    public String key;
    public String value;
    public String first;
    public String last;
    public String type;
    public int ttl;
}
