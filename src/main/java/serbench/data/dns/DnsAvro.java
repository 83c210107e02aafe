package serbench.data.dns;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

final class DnsAvro {
    static final Conversion<DnsRecord, serbench.gen.avro.dns.DnsRecord> RECORD =
        new Conversion<>(serbench.gen.avro.dns.DnsRecord.class, DnsAvro::build, DnsAvro::read);
    static final Conversion<DnsResponse, serbench.gen.avro.dns.DnsResponse> RESPONSE =
        new Conversion<>(serbench.gen.avro.dns.DnsResponse.class, DnsAvro::build, DnsAvro::read);

    private DnsAvro() {}

    static serbench.gen.avro.dns.DnsRecord build(DnsRecord r) {
        return new serbench.gen.avro.dns.DnsRecord(r.key, r.value, r.first, r.last, r.type, r.ttl);
    }

    static DnsRecord read(serbench.gen.avro.dns.DnsRecord a) {
        DnsRecord r = new DnsRecord();
        r.key = a.getKey();
        r.value = a.getValue();
        r.first = a.getFirst();
        r.last = a.getLast();
        r.type = a.getType();
        r.ttl = a.getTtl();
        return r;
    }

    static serbench.gen.avro.dns.DnsResponse build(DnsResponse response) {
        List<serbench.gen.avro.dns.DnsRecord> records = new ArrayList<>(response.records.size());
        for (DnsRecord r : response.records) records.add(build(r));
        return new serbench.gen.avro.dns.DnsResponse(records);
    }

    static DnsResponse read(serbench.gen.avro.dns.DnsResponse a) {
        DnsResponse response = new DnsResponse();
        response.records = new ArrayList<>(a.getRecords().size());
        for (serbench.gen.avro.dns.DnsRecord r : a.getRecords()) response.records.add(read(r));
        return response;
    }
}
