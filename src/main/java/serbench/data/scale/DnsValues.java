package serbench.data.scale;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import serbench.data.dns.DnsRecord;
import serbench.data.dns.DnsResponse;

/** Passive-DNS responses of n records: names of mixed length (some internationalised), every field set, as in the base. */
final class DnsValues implements ListValues<DnsResponse> {
    private static final String[] TLDS = {"com", "net", "org", "cn", "io", "de", "рф", "中国"};
    private static final String[] TYPES = {"A", "A", "A", "A", "AAAA", "AAAA", "CNAME", "MX", "NS", "TXT"};
    private static final long FROM = Instant.parse("2009-01-01T00:00:00Z").getEpochSecond();
    private static final int SPAN = 15 * 365 * 24 * 3600;

    @Override
    public DnsResponse value(Variety v, int entries) {
        DnsResponse response = new DnsResponse();
        response.records = new ArrayList<>(entries);
        for (int i = 0; i < entries; i++) {
            DnsRecord r = new DnsRecord();
            String domain = v.text(2, 30).replace(' ', '-') + "." + v.pick(TLDS);
            r.key = v.text(1, 12).replace(' ', '-') + "." + domain;
            r.type = v.pick(TYPES);
            r.value = switch (r.type) {
                case "A" -> v.between(1, 224) + "." + v.between(0, 256) + "." + v.between(0, 256) + "." + v.between(1, 255);
                case "AAAA" -> String.format("2001:db8:%x:%x::%x", v.between(0, 0x10000), v.between(0, 0x10000), v.between(1, 0x10000));
                case "TXT" -> v.text(10, 200);
                default -> v.text(2, 40).replace(' ', '-') + "." + domain;
            };
            r.ttl = v.int32(false);
            long first = FROM + v.between(0, SPAN);
            r.first = DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochSecond(first));
            r.last = DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochSecond(first + v.between(0, SPAN / 3)));
            response.records.add(r);
        }
        return response;
    }

    @Override
    public String entries() {
        return "records";
    }
}
