package serbench.data.dns;

import java.util.ArrayList;
import serbench.data.Conversion;

/** Field for field: no field of the model is nullable. */
final class DnsColfer {
    static final Conversion<DnsRecord, serbench.gen.colfer.dns.DnsRecord> RECORD =
        new Conversion<>(serbench.gen.colfer.dns.DnsRecord.class, DnsColfer::build, DnsColfer::read);
    static final Conversion<DnsResponse, serbench.gen.colfer.dns.DnsResponse> RESPONSE =
        new Conversion<>(serbench.gen.colfer.dns.DnsResponse.class, DnsColfer::build, DnsColfer::read);

    private DnsColfer() {}

    static serbench.gen.colfer.dns.DnsRecord build(DnsRecord r) {
        serbench.gen.colfer.dns.DnsRecord c = new serbench.gen.colfer.dns.DnsRecord();
        c.key = r.key;
        c.value = r.value;
        c.first = r.first;
        c.last = r.last;
        c.Type = r.type;
        c.ttl = r.ttl;
        return c;
    }

    static DnsRecord read(serbench.gen.colfer.dns.DnsRecord c) {
        DnsRecord r = new DnsRecord();
        r.key = c.key;
        r.value = c.value;
        r.first = c.first;
        r.last = c.last;
        r.type = c.Type;
        r.ttl = c.ttl;
        return r;
    }

    static serbench.gen.colfer.dns.DnsResponse build(DnsResponse r) {
        serbench.gen.colfer.dns.DnsResponse c = new serbench.gen.colfer.dns.DnsResponse();
        c.records = new serbench.gen.colfer.dns.DnsRecord[r.records.size()];
        for (int k = 0; k < c.records.length; k++) c.records[k] = build(r.records.get(k));
        return c;
    }

    static DnsResponse read(serbench.gen.colfer.dns.DnsResponse c) {
        DnsResponse r = new DnsResponse();
        r.records = new ArrayList<>(c.records.length);
        for (serbench.gen.colfer.dns.DnsRecord record : c.records) r.records.add(read(record));
        return r;
    }
}
