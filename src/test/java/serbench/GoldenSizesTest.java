package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import serbench.codec.Codecs;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/** The exact sizes the classic posts published (docs/datasets.md): the wire formats are fixed facts. */
class GoldenSizesTest {
    @ParameterizedTest(name = "{1} x {0} = {2} bytes")
    @CsvSource({
        "user, protobuf, 965",
        "user, thrift-binary, 994",
        "addressbook, protobuf, 29934",
        "addressbook, thrift-binary, 44476",
        "message, protobuf, 97",
        "tree-0, protobuf, 28",
        "tree-32, protobuf, 1043",
        "tree-64, protobuf, 2067",
        "tree-1024, protobuf, 33737",
        "tree-0, protostuff, 28",
        "tree-32, protostuff, 1043",
        "tree-64, protostuff, 2067",
        "tree-1024, protostuff, 33737",
    })
    void matchesThePost(String dataset, String codec, int bytes) {
        Verdict v = RoundTrip.check(Codecs.byId(codec).orElseThrow(), Datasets.byId(dataset).orElseThrow());
        assertEquals(Verdict.Status.PASS, v.status(), v.reason());
        assertEquals(bytes, v.encoded().length);
    }
}
