package serbench.data.dns;

import java.util.ArrayList;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.dns.DnsSchema;

/** The model to the Cap'n Proto messages of dns.capnp; unset Text and List pointers are the model's nulls. */
final class DnsCapn {
    static final Conversion<DnsRecord, CapnMessage> RECORD =
        new Conversion<>(CapnMessage.class, DnsCapn::buildRecord, DnsCapn::readRecord);
    static final Conversion<DnsResponse, CapnMessage> RESPONSE =
        new Conversion<>(CapnMessage.class, DnsCapn::buildResponse, DnsCapn::readResponse);

    private DnsCapn() {}

    static CapnMessage buildRecord(DnsRecord r) {
        MessageBuilder message = new MessageBuilder();
        fill(message.initRoot(DnsSchema.DnsRecord.factory), r);
        return CapnMessage.built(message);
    }

    static CapnMessage buildResponse(DnsResponse response) {
        MessageBuilder message = new MessageBuilder();
        DnsSchema.DnsResponse.Builder b = message.initRoot(DnsSchema.DnsResponse.factory);
        if (response.records != null) {
            StructList.Builder<DnsSchema.DnsRecord.Builder> records = b.initRecords(response.records.size());
            for (int i = 0; i < response.records.size(); i++) fill(records.get(i), response.records.get(i));
        }
        return CapnMessage.built(message);
    }

    private static void fill(DnsSchema.DnsRecord.Builder b, DnsRecord r) {
        if (r.key != null) b.setKey(r.key);
        if (r.value != null) b.setValue(r.value);
        if (r.first != null) b.setFirst(r.first);
        if (r.last != null) b.setLast(r.last);
        if (r.type != null) b.setType(r.type);
        b.setTtl(r.ttl);
    }

    static DnsRecord readRecord(CapnMessage message) {
        return read(message.root(DnsSchema.DnsRecord.factory));
    }

    static DnsResponse readResponse(CapnMessage message) {
        DnsSchema.DnsResponse.Reader r = message.root(DnsSchema.DnsResponse.factory);
        DnsResponse response = new DnsResponse();
        if (r.hasRecords()) {
            StructList.Reader<DnsSchema.DnsRecord.Reader> records = r.getRecords();
            response.records = new ArrayList<>(records.size());
            for (DnsSchema.DnsRecord.Reader record : records) response.records.add(read(record));
        }
        return response;
    }

    private static DnsRecord read(DnsSchema.DnsRecord.Reader t) {
        DnsRecord r = new DnsRecord();
        r.key = t.hasKey() ? t.getKey().toString() : null;
        r.value = t.hasValue() ? t.getValue().toString() : null;
        r.first = t.hasFirst() ? t.getFirst().toString() : null;
        r.last = t.hasLast() ? t.getLast().toString() : null;
        r.type = t.hasType() ? t.getType().toString() : null;
        r.ttl = t.getTtl();
        return r;
    }
}
