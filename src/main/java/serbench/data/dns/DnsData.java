package serbench.data.dns;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/**
 * Realistic passive-DNS records. The post shows no values, only totals that imply about 69 UTF-8 bytes
 * of key+value+first+last per record; these are sized to match. {@link Random} is used because its
 * algorithm is fixed by its specification, so every JDK generates the same records from the same seed.
 */
public final class DnsData {
    /** DnsRecord to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<DnsRecord, ?>> RECORD_CONVERSIONS = List.of(
        DnsProto.RECORD, DnsThrift.RECORD, DnsAvro.RECORD, DnsWire.RECORD,
        DnsQuickbuf.RECORD, DnsProtoLite.RECORD,
        DnsCapn.RECORD, DnsColfer.RECORD, DnsSbe.RECORD, DnsFbs.RECORD, DnsKotlin.RECORD);
    /** DnsResponse to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<DnsResponse, ?>> RESPONSE_CONVERSIONS = List.of(
        DnsProto.RESPONSE, DnsThrift.RESPONSE, DnsAvro.RESPONSE, DnsWire.RESPONSE,
        DnsQuickbuf.RESPONSE, DnsProtoLite.RESPONSE,
        DnsCapn.RESPONSE, DnsColfer.RESPONSE, DnsSbe.RESPONSE, DnsFbs.RESPONSE, DnsKotlin.RESPONSE);
    /** The hand-written baseline's formats of a record and of a response. */
    public static final ManualFormat<DnsRecord> RECORD_MANUAL = DnsManual.RECORD;
    public static final ManualFormat<DnsResponse> RESPONSE_MANUAL = DnsManual.RESPONSE;
    public static final int RESPONSE_RECORDS = 100;
    private static final long SEED = 3;

    private static final String[] HOSTS = {"www", "mail", "api", "cdn", "ns1", "ns2", "smtp", "static", "img", "blog", "m", "vpn"};
    private static final String[] DOMAINS = {"example", "taobao", "weibo", "douban", "sohu", "github", "wikipedia",
        "baidu", "qq", "jd", "youku", "netease", "apache", "xmpp", "jabber", "kernel"};
    private static final String[] TLDS = {"com", "net", "org", "cn", "io", "de"};
    private static final String[] TYPES = {"A", "A", "A", "A", "A", "A", "A", "A", "A", "A",
        "AAAA", "AAAA", "AAAA", "CNAME", "CNAME", "CNAME", "MX", "MX", "NS", "TXT"};
    private static final int[] TTLS = {60, 300, 3600, 86400};
    /** Seen between 2009 and 2011, the years of the post. */
    private static final long EPOCH_FROM = Instant.parse("2009-01-01T00:00:00Z").getEpochSecond();
    private static final long SPAN = 3L * 365 * 24 * 3600;

    private DnsData() {}

    public static DnsRecord record() {
        return generate(1).get(0);
    }

    public static DnsResponse response() {
        DnsResponse r = new DnsResponse();
        r.records = generate(RESPONSE_RECORDS);
        return r;
    }

    private static List<DnsRecord> generate(int count) {
        Random random = new Random(SEED);
        List<DnsRecord> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            records.add(record(random));
        }
        return records;
    }

    private static DnsRecord record(Random r) {
        String domain = pick(r, DOMAINS) + "." + pick(r, TLDS);
        DnsRecord rec = new DnsRecord();
        rec.key = pick(r, HOSTS) + "." + domain;
        rec.type = pick(r, TYPES);
        rec.value = switch (rec.type) {
            case "A" -> between(r, 1, 224) + "." + r.nextInt(256) + "." + r.nextInt(256) + "." + between(r, 1, 255);
            case "AAAA" -> String.format("2001:db8:%x:%x::%x", r.nextInt(0x10000), r.nextInt(0x10000), between(r, 1, 0x10000));
            case "CNAME" -> pick(r, DOMAINS) + ".edgekey.net";
            case "MX" -> (r.nextInt(4) + 1) * 10 + " mx" + between(r, 1, 4) + "." + domain;
            case "NS" -> "ns" + between(r, 1, 5) + "." + domain;
            default -> "v=spf1 include:_spf." + domain + " ~all";
        };
        rec.ttl = TTLS[r.nextInt(TTLS.length)];
        long first = EPOCH_FROM + (long) (r.nextDouble() * SPAN);
        long last = first + (long) (r.nextDouble() * (SPAN / 3));
        rec.first = iso(first);
        rec.last = iso(last);
        return rec;
    }

    /** Uniform in [from, to); only {@code nextInt(bound)} is used, whose algorithm Random specifies. */
    private static int between(Random r, int from, int to) {
        return from + r.nextInt(to - from);
    }

    private static String pick(Random r, String[] options) {
        return options[r.nextInt(options.length)];
    }

    private static String iso(long epochSecond) {
        return DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochSecond(epochSecond));
    }
}
