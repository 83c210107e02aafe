package serbench.data.scale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.MessageLite;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.addressbook.AddressBook;
import serbench.data.addressbook.Person;

class SizeAxisTest {
    @AfterEach
    void defaultSeed() {
        SizeAxis.useSeed(SizeAxis.DEFAULT_SEED);
    }

    /** The protobuf encoding of each value of the pool, at the given seed. */
    private static List<byte[]> encodings(long seed, String id) {
        SizeAxis.useSeed(seed);
        Pool<?> pool = SizeAxis.pool(id).orElseThrow();
        List<byte[]> bytes = new ArrayList<>();
        for (Dataset<?> d : pool.valueDatasets()) bytes.add(proto(d));
        return bytes;
    }

    @SuppressWarnings("unchecked")
    private static <M> byte[] proto(Dataset<M> d) {
        return d.conversion(MessageLite.class).orElseThrow().build(d.build()).toByteArray();
    }

    @ParameterizedTest
    @CsvSource({"addressbook@10KB", "dns-response@1KB", "tree-1024@10KB", "media@100KB", "numeric@10KB"})
    void theSameSeedGivesByteIdenticalValuesAndAnotherSeedOthers(String id) {
        List<byte[]> first = encodings(7, id), again = encodings(7, id), other = encodings(8, id);
        for (int i = 0; i < first.size(); i++) {
            assertArrayEquals(first.get(i), again.get(i), "value " + i);
            assertFalse(java.util.Arrays.equals(first.get(i), other.get(i)), "value " + i + " is the same under another seed");
        }
    }

    @ParameterizedTest
    @CsvSource({"addressbook@1KB", "dns-response@1KB", "tree-1024@1KB", "media@1KB", "numeric@1KB", "addressbook@1MB"})
    void aPoolsValuesDifferFromEachOther(String id) {
        Set<String> distinct = new HashSet<>();
        for (byte[] b : encodings(SizeAxis.DEFAULT_SEED, id)) distinct.add(java.util.HexFormat.of().formatHex(b));
        assertEquals(Pool.VALUES, distinct.size());
    }

    /** Within 10% at 1KB (an entry is about a tenth of it), within 2% from 10KB on. */
    @ParameterizedTest
    @CsvSource({"addressbook", "dns-response", "tree-1024", "media", "numeric"})
    void protobufSizesLandNearTheNominalSize(String base) {
        for (String size : List.of("1KB", "10KB", "100KB", "1MB")) {
            int nominal = SizeClass.parse(size).bytes();
            for (byte[] b : encodings(SizeAxis.DEFAULT_SEED, base + "@" + size)) {
                double off = Math.abs(b.length - nominal) / (double) nominal;
                assertTrue(off <= (size.equals("1KB") ? 0.10 : 0.02), base + "@" + size + ": " + b.length + " bytes");
            }
        }
    }

    /** Strings of mixed length with a share of non-ASCII, ids over every varint width, optional emails present and absent. */
    @Test
    void valuesHoldRealisticVariety() {
        AddressBook book = (AddressBook) Datasets.byId("addressbook@100KB").orElseThrow().build();
        Set<Integer> widths = new HashSet<>();
        int nonAscii = 0, noEmail = 0, shortest = Integer.MAX_VALUE, longest = 0;
        for (Person p : book.persons) {
            widths.add(p.id < 0 ? 10 : Math.max(1, (32 - Integer.numberOfLeadingZeros(p.id) + 6) / 7));
            if (p.name.chars().anyMatch(c -> c > 127)) nonAscii++;
            if (p.email == null) noEmail++;
            shortest = Math.min(shortest, p.name.length());
            longest = Math.max(longest, p.name.length());
        }
        int n = book.persons.size();
        assertEquals(Set.of(1, 2, 3, 4, 5, 10), widths);
        assertTrue(nonAscii > n / 20 && nonAscii < n / 4, nonAscii + " of " + n);
        assertTrue(noEmail > n / 10 && noEmail < n / 3, noEmail + " of " + n);
        assertTrue(shortest <= 5 && longest >= 40, shortest + " to " + longest);
    }

    @Test
    void onlyDataSetsWithAListHaveASizeAxis() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> SizeAxis.ids(List.of("addressbook", "user"), List.of(SizeClass.parse("1KB"))));
        assertTrue(e.getMessage().contains("'user' has no size axis"), e.getMessage());
        assertEquals(List.of("media@1KB", "media@1MB"), SizeAxis.ids(List.of("media"), SizeClass.parseAll(List.of("1mb", "1KB", "1000B"))));
        assertTrue(Datasets.byId("user@1KB").isEmpty());
        assertTrue(Datasets.byId("media@1000B").isEmpty(), "one id per size: 1KB");
    }

    @ParameterizedTest
    @CsvSource({"1GB", "10", "KB", "999B", "2MB", "-1KB"})
    void badSizesAreRefused(String size) {
        assertThrows(IllegalArgumentException.class, () -> SizeClass.parse(size));
    }
}
