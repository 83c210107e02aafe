package serbench.data.dns;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.quickbuf.dns.PassiveDns;

final class DnsQuickbuf {
    static final Conversion<DnsRecord, PassiveDns.DnsRecord> RECORD =
        new Conversion<>(PassiveDns.DnsRecord.class, r -> fill(PassiveDns.DnsRecord.newInstance(), r), DnsQuickbuf::read);
    static final Conversion<DnsResponse, PassiveDns.DnsResponse> RESPONSE =
        new Conversion<>(PassiveDns.DnsResponse.class, DnsQuickbuf::build, DnsQuickbuf::read);

    private DnsQuickbuf() {}

    private static PassiveDns.DnsRecord fill(PassiveDns.DnsRecord q, DnsRecord r) {
        return q.setKey(r.key).setValue(r.value).setFirst(r.first).setLast(r.last).setType(r.type).setTtl(r.ttl);
    }

    static DnsRecord read(PassiveDns.DnsRecord q) {
        DnsRecord r = new DnsRecord();
        r.key = q.getKey();
        r.value = q.getValue();
        r.first = q.getFirst();
        r.last = q.getLast();
        r.type = q.getType();
        r.ttl = q.getTtl();
        return r;
    }

    static PassiveDns.DnsResponse build(DnsResponse response) {
        PassiveDns.DnsResponse q = PassiveDns.DnsResponse.newInstance();
        for (DnsRecord r : response.records) fill(q.getMutableRecords().next(), r);
        return q;
    }

    static DnsResponse read(PassiveDns.DnsResponse q) {
        DnsResponse response = new DnsResponse();
        response.records = new ArrayList<>(q.getRecords().length());
        for (PassiveDns.DnsRecord r : q.getRecords()) response.records.add(read(r));
        return response;
    }
}
