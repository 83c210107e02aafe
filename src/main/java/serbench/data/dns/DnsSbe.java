package serbench.data.dns;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.dns.DnsRecordDecoder;
import serbench.gen.sbe.dns.DnsRecordEncoder;
import serbench.gen.sbe.dns.DnsResponseDecoder;
import serbench.gen.sbe.dns.DnsResponseEncoder;
import serbench.gen.sbe.dns.MessageHeaderDecoder;
import serbench.gen.sbe.dns.MessageHeaderEncoder;

/**
 * The model to SBE frames of dns.sbe.xml (their decoders: SBE has no message object) and back. SBE's groups
 * are not types, so a record and a response's entry are two generated flyweights with the same fields.
 */
final class DnsSbe {
    static final Conversion<DnsRecord, DnsRecordDecoder> RECORD =
        new Conversion<>(DnsRecordDecoder.class, DnsSbe::build, DnsSbe::read);
    static final Conversion<DnsResponse, DnsResponseDecoder> RESPONSE =
        new Conversion<>(DnsResponseDecoder.class, DnsSbe::build, DnsSbe::read);
    /** Room for a record of the data set (about 90 bytes), so the buffer never grows while encoding. */
    private static final int RECORD_CAPACITY = 128;

    private DnsSbe() {}

    static DnsRecordDecoder build(DnsRecord r) {
        return Sbe.frame(RECORD_CAPACITY,
            buffer -> new DnsRecordEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
                .ttl(r.ttl).key(r.key).value(r.value).recordType(r.type).first(r.first).last(r.last),
            frame -> new DnsRecordDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    static DnsResponseDecoder build(DnsResponse response) {
        return Sbe.frame(RECORD_CAPACITY * (1 + response.records.size()), buffer -> {
            DnsResponseEncoder e = new DnsResponseEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder());
            DnsResponseEncoder.RecordsEncoder records = e.recordsCount(response.records.size());
            for (DnsRecord r : response.records) {
                records.next().ttl(r.ttl).key(r.key).value(r.value).recordType(r.type).first(r.first).last(r.last);
            }
            return e;
        }, frame -> new DnsResponseDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** In schema order, as SBE requires: the root block, then the strings. */
    static DnsRecord read(DnsRecordDecoder d) {
        d.sbeRewind();
        DnsRecord r = new DnsRecord();
        r.ttl = d.ttl();
        r.key = d.key();
        r.value = d.value();
        r.type = d.recordType();
        r.first = d.first();
        r.last = d.last();
        return r;
    }

    static DnsResponse read(DnsResponseDecoder d) {
        d.sbeRewind();
        DnsResponseDecoder.RecordsDecoder records = d.records();
        DnsResponse response = new DnsResponse();
        response.records = new ArrayList<>(records.count());
        for (DnsResponseDecoder.RecordsDecoder dr : records) {
            DnsRecord r = new DnsRecord();
            r.ttl = dr.ttl();
            r.key = dr.key();
            r.value = dr.value();
            r.type = dr.recordType();
            r.first = dr.first();
            r.last = dr.last();
            response.records.add(r);
        }
        return response;
    }
}
