package serbench.data.dns;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.proto.dns.PassiveDns;

final class DnsProto {
    static final Conversion<DnsRecord, PassiveDns.DnsRecord> RECORD =
        new Conversion<>(PassiveDns.DnsRecord.class, DnsProto::build, DnsProto::read);
    static final Conversion<DnsResponse, PassiveDns.DnsResponse> RESPONSE =
        new Conversion<>(PassiveDns.DnsResponse.class, DnsProto::build, DnsProto::read);

    private DnsProto() {}

    static PassiveDns.DnsRecord build(DnsRecord r) {
        return PassiveDns.DnsRecord.newBuilder()
            .setKey(r.key).setValue(r.value).setFirst(r.first).setLast(r.last).setType(r.type).setTtl(r.ttl)
            .build();
    }

    static DnsRecord read(PassiveDns.DnsRecord p) {
        DnsRecord r = new DnsRecord();
        r.key = p.getKey();
        r.value = p.getValue();
        r.first = p.getFirst();
        r.last = p.getLast();
        r.type = p.getType();
        r.ttl = p.getTtl();
        return r;
    }

    static PassiveDns.DnsResponse build(DnsResponse response) {
        PassiveDns.DnsResponse.Builder b = PassiveDns.DnsResponse.newBuilder();
        for (DnsRecord r : response.records) b.addRecords(build(r));
        return b.build();
    }

    static DnsResponse read(PassiveDns.DnsResponse p) {
        DnsResponse response = new DnsResponse();
        response.records = new ArrayList<>(p.getRecordsCount());
        for (PassiveDns.DnsRecord r : p.getRecordsList()) response.records.add(read(r));
        return response;
    }
}
