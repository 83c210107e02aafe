package serbench.data.dns;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/** The model to Square Wire's classes generated from dns.proto, and back. */
final class DnsWire {
    static final Conversion<DnsRecord, serbench.gen.proto.dns.DnsRecord> RECORD =
        new Conversion<>(serbench.gen.proto.dns.DnsRecord.class, DnsWire::build, DnsWire::read);
    static final Conversion<DnsResponse, serbench.gen.proto.dns.DnsResponse> RESPONSE =
        new Conversion<>(serbench.gen.proto.dns.DnsResponse.class, DnsWire::build, DnsWire::read);

    private DnsWire() {}

    static serbench.gen.proto.dns.DnsRecord build(DnsRecord r) {
        return new serbench.gen.proto.dns.DnsRecord.Builder()
            .key(r.key).value(r.value).first(r.first).last(r.last).type(r.type).ttl(r.ttl).build();
    }

    static DnsRecord read(serbench.gen.proto.dns.DnsRecord w) {
        DnsRecord r = new DnsRecord();
        r.key = w.key;
        r.value = w.value;
        r.first = w.first;
        r.last = w.last;
        r.type = w.type;
        r.ttl = w.ttl;
        return r;
    }

    static serbench.gen.proto.dns.DnsResponse build(DnsResponse response) {
        List<serbench.gen.proto.dns.DnsRecord> records = new ArrayList<>(response.records.size());
        for (DnsRecord r : response.records) records.add(build(r));
        return new serbench.gen.proto.dns.DnsResponse.Builder().records(records).build();
    }

    static DnsResponse read(serbench.gen.proto.dns.DnsResponse w) {
        DnsResponse response = new DnsResponse();
        response.records = new ArrayList<>(w.records.size());
        for (serbench.gen.proto.dns.DnsRecord r : w.records) response.records.add(read(r));
        return response;
    }
}
