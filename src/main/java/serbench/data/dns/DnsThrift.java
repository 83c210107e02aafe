package serbench.data.dns;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.gen.thrift.dns.dns_record;
import serbench.gen.thrift.dns.dns_response;

final class DnsThrift {
    static final Conversion<DnsRecord, dns_record> RECORD =
        new Conversion<>(dns_record.class, DnsThrift::build, DnsThrift::read);
    static final Conversion<DnsResponse, dns_response> RESPONSE =
        new Conversion<>(dns_response.class, DnsThrift::build, DnsThrift::read);

    private DnsThrift() {}

    static dns_record build(DnsRecord r) {
        return new dns_record().setKey(r.key).setValue(r.value).setType(r.type).setTtl(r.ttl).setFirst(r.first).setLast(r.last);
    }

    static DnsRecord read(dns_record t) {
        DnsRecord r = new DnsRecord();
        r.key = t.getKey();
        r.value = t.getValue();
        r.first = t.getFirst();
        r.last = t.getLast();
        r.type = t.getType();
        r.ttl = t.getTtl();
        return r;
    }

    static dns_response build(DnsResponse response) {
        List<dns_record> records = new ArrayList<>(response.records.size());
        for (DnsRecord r : response.records) records.add(build(r));
        return new dns_response().setRecords(records);
    }

    static DnsResponse read(dns_response t) {
        DnsResponse response = new DnsResponse();
        response.records = new ArrayList<>(t.getRecordsSize());
        for (dns_record r : t.getRecords()) response.records.add(read(r));
        return response;
    }
}
