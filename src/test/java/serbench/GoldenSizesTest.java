package serbench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.MessageLite;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.codec.Codecs;
import serbench.data.Dataset;
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

    /** Every data set with a .proto: protobuf's conversion is there exactly when the schema is. */
    static Stream<String> protoDatasets() {
        return Datasets.all().stream().filter(d -> d.conversion(MessageLite.class).isPresent()).map(Dataset::id);
    }

    /** Square Wire's classes come from the same .proto files: the bytes must be protobuf's, not just the size. */
    @ParameterizedTest(name = "wire writes protobuf''s bytes for {0}")
    @MethodSource("protoDatasets")
    void wireWritesProtobufsBytes(String dataset) {
        Verdict protobuf = RoundTrip.check(Codecs.byId("protobuf").orElseThrow(), Datasets.byId(dataset).orElseThrow());
        Verdict wire = RoundTrip.check(Codecs.byId("wire").orElseThrow(), Datasets.byId(dataset).orElseThrow());
        assertEquals(Verdict.Status.PASS, protobuf.status(), protobuf.reason());
        assertArrayEquals(protobuf.encoded(), wire.encoded());
    }
}
