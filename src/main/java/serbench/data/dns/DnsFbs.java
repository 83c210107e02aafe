package serbench.data.dns;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Fbs;

/** The model to flatc's tables from dns.fbs and back; null strings and lists are fields left out. */
final class DnsFbs {
    static final Conversion<DnsRecord, serbench.gen.flatbuffers.dns.DnsRecord> RECORD =
        new Conversion<>(serbench.gen.flatbuffers.dns.DnsRecord.class, DnsFbs::build, DnsFbs::read);
    static final Conversion<DnsResponse, serbench.gen.flatbuffers.dns.DnsResponse> RESPONSE =
        new Conversion<>(serbench.gen.flatbuffers.dns.DnsResponse.class, DnsFbs::build, DnsFbs::read);

    private DnsFbs() {}

    static serbench.gen.flatbuffers.dns.DnsRecord build(DnsRecord r) {
        FlatBufferBuilder b = Fbs.builder();
        b.finish(record(b, r));
        return serbench.gen.flatbuffers.dns.DnsRecord.getRootAsDnsRecord(b.dataBuffer());
    }

    static serbench.gen.flatbuffers.dns.DnsResponse build(DnsResponse response) {
        FlatBufferBuilder b = Fbs.builder();
        int records = 0;
        if (response.records != null) {
            int[] offsets = new int[response.records.size()];
            for (int j = 0; j < offsets.length; j++) offsets[j] = record(b, response.records.get(j));
            records = serbench.gen.flatbuffers.dns.DnsResponse.createRecordsVector(b, offsets);
        }
        b.finish(serbench.gen.flatbuffers.dns.DnsResponse.createDnsResponse(b, records));
        return serbench.gen.flatbuffers.dns.DnsResponse.getRootAsDnsResponse(b.dataBuffer());
    }

    private static int record(FlatBufferBuilder b, DnsRecord r) {
        return serbench.gen.flatbuffers.dns.DnsRecord.createDnsRecord(b, Fbs.string(b, r.key), Fbs.string(b, r.value),
            Fbs.string(b, r.first), Fbs.string(b, r.last), Fbs.string(b, r.type), r.ttl);
    }

    static DnsRecord read(serbench.gen.flatbuffers.dns.DnsRecord f) {
        DnsRecord r = new DnsRecord();
        r.key = f.key();
        r.value = f.value();
        r.first = f.first();
        r.last = f.last();
        r.type = f.type();
        r.ttl = f.ttl();
        return r;
    }

    static DnsResponse read(serbench.gen.flatbuffers.dns.DnsResponse f) {
        DnsResponse response = new DnsResponse();
        serbench.gen.flatbuffers.dns.DnsRecord.Vector records = f.recordsVector();
        if (records != null) {
            response.records = new ArrayList<>(records.length());
            // one accessor, moved along the vector, as FlatBuffers' own examples read one
            serbench.gen.flatbuffers.dns.DnsRecord record = new serbench.gen.flatbuffers.dns.DnsRecord();
            for (int j = 0; j < records.length(); j++) response.records.add(read(records.get(record, j)));
        }
        return response;
    }
}
