package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.dns.DnsRecord;
import serbench.data.dns.DnsResponse;
import serbench.data.tree.Foo;
import serbench.data.user.User;

class DatasetsTest {
    /** The spec's eleven come first and in its order: reports list data sets as registered. */
    @Test
    void theSpecsElevenComeFirstInItsOrder() {
        List<String> ids = Datasets.all().stream().map(Dataset::id).toList();
        assertEquals(List.of("user", "addressbook", "message", "dns-record", "dns-response", "tree-0", "tree-32",
            "tree-64", "tree-1024", "user-small", "media"), ids.subList(0, 11));
    }

    @Test
    void idsAreUnique() {
        List<String> ids = Datasets.all().stream().map(Dataset::id).toList();
        assertEquals(ids.size(), Set.copyOf(ids).size(), ids.toString());
    }

    @Test
    void everyBuildIsAFreshEqualValue() {
        for (Dataset<?> d : Datasets.all()) {
            Object a = d.build(), b = d.build();
            assertNotSame(a, b, d.id());
            assertEquals(a, b, d.id());
            assertEquals(a.hashCode(), b.hashCode(), d.id());
        }
    }

    @Test
    void userTitleIsThePostsNineHundredTwentyEightCharacters() {
        User u = (User) Datasets.byId("user").orElseThrow().build();
        assertEquals(928, u.title.length());
        assertTrue(u.title.startsWith("this is a test vs thrift serialization this is"));
    }

    @Test
    void leafTreeHasNoChildrenListAtAll() {
        assertNull(((Foo) Datasets.byId("tree-0").orElseThrow().build()).children);
        Foo tree = (Foo) Datasets.byId("tree-1024").orElseThrow().build();
        assertEquals(1024, tree.children.size());
        assertEquals("child 1024", tree.children.get(1023).str);
        assertNull(tree.children.get(0).children);
    }

    /** The post's totals imply about 69 bytes of key+value+first+last per record. */
    @Test
    void dnsRecordsAreSizedLikeThePosts() {
        DnsResponse r = (DnsResponse) Datasets.byId("dns-response").orElseThrow().build();
        assertEquals(100, r.records.size());
        double mean = r.records.stream().mapToInt(DatasetsTest::textBytes).average().orElseThrow();
        assertTrue(mean > 62 && mean < 76, "mean key+value+first+last bytes: " + mean);
        assertTrue(r.records.stream().map(x -> x.type).allMatch(Set.of("A", "AAAA", "CNAME", "MX", "NS", "TXT")::contains));
        assertTrue(r.records.stream().mapToInt(x -> x.ttl).allMatch(t -> Set.of(60, 300, 3600, 86400).contains(t)));
        assertEquals(r.records.get(0), Datasets.byId("dns-record").orElseThrow().build());
    }

    private static int textBytes(DnsRecord r) {
        return (r.key + r.value + r.first + r.last).getBytes(StandardCharsets.UTF_8).length;
    }
}
