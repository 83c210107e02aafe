package serbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayOutputStream;
import java.io.InvalidClassException;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.codec.hessian.HessianCodec;
import serbench.codec.hessian.HessianLiteCodec;
import serbench.data.addressbook.AddressBook;

/**
 * The codecs that name classes in their bytes refuse what is outside the model, and Java serialization
 * refuses streams that would exhaust memory or the stack: each crafted input failed before the fix.
 */
class HostileInputTest {
    @SuppressWarnings("unchecked")
    private static <M> Binding<M, M> bind(String codec, String dataset) throws UnsupportedDatasetException {
        return (Binding<M, M>) Codecs.byId(codec).orElseThrow().binding(Datasets.byId(dataset).orElseThrow());
    }

    /** An address book whose person list holds a ProcessBuilder, written by the codec's own wire with Hessian's defaults. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static byte[] addressBookWithProcessBuilder(String codec) throws Exception {
        AddressBook book = (AddressBook) Datasets.byId("addressbook").orElseThrow().build();
        ((List) book.persons).add(0, new ProcessBuilder("touch", "/tmp/serbench-pwned"));
        SerializerFactory anything = new SerializerFactory();
        anything.setAllowNonSerializable(true);
        return ((HessianCodec) Codecs.byId(codec).orElseThrow()).wire(anything, AddressBook.class).encode(book);
    }

    @ParameterizedTest
    @ValueSource(strings = {"hessian1", "hessian2", "hessian2-deflate"})
    void hessianRefusesAJdkClassInsideTheModel(String codec) throws Exception {
        byte[] hostile = addressBookWithProcessBuilder(codec);
        Binding<Object, Object> binding = bind(codec, "addressbook");
        Exception e = assertThrows(Exception.class, () -> binding.decode(hostile));
        assertTrue(String.valueOf(e.getMessage()).contains("java.lang.ProcessBuilder"), e.toString());
    }

    /**
     * A class outside the model (another data set's), written by hessian-lite's own defaults, is refused by the same
     * allow-list. Not a ProcessBuilder: hessian-lite writes fields by reflection, which JDK 17 denies on java.lang's.
     */
    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void hessianLiteRefusesAClassOutsideTheModel() throws Exception {
        AddressBook book = (AddressBook) Datasets.byId("addressbook").orElseThrow().build();
        ((List) book.persons).add(0, new serbench.data.user.User());
        byte[] hostile = ((HessianLiteCodec) Codecs.byId("hessian-lite").orElseThrow()).unrestrictedWire(AddressBook.class).encode(book);
        Binding<Object, Object> binding = bind("hessian-lite", "addressbook");
        Exception e = assertThrows(Exception.class, () -> binding.decode(hostile));
        assertTrue(String.valueOf(e.getMessage()).contains("serbench.data.user.User"), e.toString());
    }

    @Test
    void xstreamRefusesJdkTypesItsDefaultsAdmit() throws Exception {
        Binding<Object, Object> binding = bind("xstream", "media");
        String xml = new String(binding.encode(binding.build(Datasets.byId("media").orElseThrow().build())), StandardCharsets.UTF_8);
        for (String foreign : List.of("<java.net.URL>http://example.com/</java.net.URL>", "<java.io.File>/etc/passwd</java.io.File>",
                "<map/>")) {
            String hostile = xml.replaceFirst("<string>", foreign + "<string>");
            assertTrue(!hostile.equals(xml));
            Exception e = assertThrows(Exception.class, () -> binding.decode(hostile.getBytes(StandardCharsets.UTF_8)), foreign);
            assertTrue(e.getClass().getName().startsWith("com.thoughtworks.xstream"), e.toString());
        }
    }

    /** 58 bytes that claim an ArrayList of 2^31-1 elements: an OutOfMemoryError without a limit. */
    @Test
    void javaSerializationRefusesAForgedArrayLength() throws Exception {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
            out.writeObject(new ArrayList<>());
        }
        byte[] bytes = buffer.toByteArray();
        // the stream ends: size field (int 0), TC_BLOCKDATA of 4 bytes (capacity 0), TC_ENDBLOCKDATA
        int block = bytes.length - 7;
        assertEquals(0x77, bytes[block] & 0xFF);
        for (int i : new int[] {block - 4, block + 2}) {
            bytes[i] = 0x7F;
            bytes[i + 1] = bytes[i + 2] = bytes[i + 3] = (byte) 0xFF;
        }
        Binding<Object, Object> binding = bind("java-builtin", "media");
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> binding.decode(bytes));
        assertTrue(e.getMessage().contains("REJECTED"), e.getMessage());
    }

    /** 20,000 nested lists: a StackOverflowError without a depth limit. */
    @Test
    void javaSerializationRefusesDeepNesting() throws Exception {
        AtomicReference<byte[]> bytes = new AtomicReference<>();
        Thread writer = new Thread(null, () -> {
            List<Object> root = new ArrayList<>();
            List<Object> current = root;
            for (int i = 0; i < 20_000; i++) {
                List<Object> next = new ArrayList<>();
                current.add(next);
                current = next;
            }
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
                out.writeObject(root);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            bytes.set(buffer.toByteArray());
        }, "deep-writer", 1L << 30);
        writer.start();
        writer.join();
        Binding<Object, Object> binding = bind("java-builtin", "media");
        InvalidClassException e = assertThrows(InvalidClassException.class, () -> binding.decode(bytes.get()));
        assertTrue(e.getMessage().contains("REJECTED"), e.getMessage());
    }

    /** A byte array's length forged to 2^32-1 (found by `serbench safety`): an OutOfMemoryError in ProtostuffIOUtil. */
    @Test
    void protostuffRefusesAForgedByteArrayLength() throws Exception {
        Binding<Object, Object> binding = bind("protostuff", "message");
        byte[] bytes = binding.encode(binding.build(Datasets.byId("message").orElseThrow().build()));
        byte[] bomb = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07};
        System.arraycopy(bomb, 0, bytes, 40, bomb.length);
        assertThrows(java.io.IOException.class, () -> binding.decode(bytes));
    }

    @Test
    void theAllowListIsExactlyWhatTheValueHolds() {
        Dataset<?> media = Datasets.byId("media").orElseThrow();
        List<String> names = ModelTypes.instantiatedBy(media).stream().map(Class::getName).toList();
        assertTrue(names.contains("java.util.ArrayList") && names.contains("java.lang.String"), names.toString());
        assertTrue(names.stream().noneMatch(n -> n.startsWith("java.io") || n.startsWith("java.net")
            || n.equals("java.util.HashMap") || n.equals("java.lang.ProcessBuilder")), names.toString());
    }
}
