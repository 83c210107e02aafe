package serbench.codec.jsonio;

import com.cedarsoftware.io.JsonIo;
import com.cedarsoftware.io.ReadOptions;
import com.cedarsoftware.io.ReadOptionsBuilder;
import com.cedarsoftware.io.WriteOptions;
import com.cedarsoftware.io.WriteOptionsBuilder;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Cedar Software's json-io, configured with {@code standardJson()}, its documented set-up for JSON exchanged with
 * other systems (no {@code @type} or {@code @id}/{@code @ref} metadata, the read side told the type); NaN and the
 * infinities allowed on both sides, which it otherwise writes as null. Options built once per binding.
 */
public final class JsonIoCodec extends ProfiledCodec {
    public JsonIoCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Class<M> type = dataset.type();
        // the type's own loader, so the user's classes (--type, loaded from their jar) are found by name too
        WriteOptions write = new WriteOptionsBuilder().standardJson().allowNanAndInfinity(true).classLoader(type.getClassLoader()).build();
        ReadOptions read = new ReadOptionsBuilder().allowNanAndInfinity(true).classLoader(type.getClassLoader()).build();
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                JsonIo.toJson(out, value, write);
                return out.toByteArray();
            }

            @Override public M decode(byte[] bytes) { return JsonIo.toJava(new ByteArrayInputStream(bytes), read).asClass(type); }
        });
    }

    /**
     * The value as json-io writes it by default, {@code @type} on every object whose class the reader could not infer:
     * the safety matrix's foreign-class payload; the reader above honours {@code @type} (and {@code $type}) when it meets one.
     */
    public static byte[] encodeWithClassNames(Object value) {
        return JsonIo.toJson(value, new WriteOptionsBuilder().build()).getBytes(StandardCharsets.UTF_8);
    }
}
