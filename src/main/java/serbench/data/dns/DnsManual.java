package serbench.data.dns;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

final class DnsManual {
    static final ManualFormat<DnsRecord> RECORD = new ManualFormat<>(DnsManual::write, DnsManual::read);
    static final ManualFormat<DnsResponse> RESPONSE = new ManualFormat<>((r, out) -> out.writeList(r.records, (o, rec) -> write(rec, o)), DnsManual::readResponse);

    private DnsManual() {}

    static void write(DnsRecord r, ByteSink out) {
        out.writeString(r.key);
        out.writeString(r.value);
        out.writeString(r.first);
        out.writeString(r.last);
        out.writeString(r.type);
        out.writeInt(r.ttl);
    }

    static DnsRecord read(ByteSource in) {
        DnsRecord r = new DnsRecord();
        r.key = in.readString();
        r.value = in.readString();
        r.first = in.readString();
        r.last = in.readString();
        r.type = in.readString();
        r.ttl = in.readInt();
        return r;
    }

    static DnsResponse readResponse(ByteSource in) {
        DnsResponse r = new DnsResponse();
        r.records = in.readList(DnsManual::read);
        return r;
    }
}
