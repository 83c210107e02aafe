package serbench.codec.wast;

import io.github.wycst.wast.json.JSON;
import io.github.wycst.wast.json.JSONConfig;
import io.github.wycst.wast.json.options.ReadOption;
import io.github.wycst.wast.json.options.WriteOption;
import java.nio.charset.StandardCharsets;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.SilentLoss;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * wast's JSON API with its defaults (byte[] as base64, enums by name, null fields left out): {@code JSON.toJsonString}
 * with a {@code JSONConfig} made once, then UTF-8, and {@code JSON.parseObject(bytes, type)}. Not {@code toJsonBytes}:
 * wast 0.0.28 copies a Latin-1 string's bytes as they are into its UTF-8 output (every byte path: toJsonBytes with or
 * without a charset, writeJsonTo), so "é" comes back as U+FFFD; its String writer is right.
 */
public final class WastCodec extends ProfiledCodec {
    private static final ReadOption[] READ = {};

    public WastCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        M sample = dataset.build();
        if (ModelTypes.anyValue(sample, ModelTypes.NON_FINITE)) {
            throw new UnsupportedDatasetException("wast writes NaN and the infinities as null (negative infinity as the invalid "
                + "-null), and has no option to write them otherwise");
        }
        Class<M> type = dataset.type();
        JSONConfig config = JSONConfig.config();
        Wire<M> wire = new Wire<>() {
            @Override public byte[] encode(M value) { return JSON.toJsonString(value, config).getBytes(StandardCharsets.UTF_8); }

            @Override public M decode(byte[] bytes) { return JSON.parseObject(bytes, type, READ); }
        };
        // wast's optimised POJO reader finds a field by the hash of its name in one slot of a table and never looks
        // past the slot's first entry: of two names that share a slot (each field is there twice, as named and in snake
        // case), the second is skipped on read (message's int32Obj, in wast 0.0.28), and no option turns it off
        SilentLoss.refuse(sample, wire, "wast reads the data set's value back different, silently (message: its POJO "
            + "reader skips a field whose name shares a slot of its name table with another's)");
        return Binding.direct(wire);
    }

    /**
     * The value with wast's {@code WriteClassName}, an {@code "@c"} class name first in every object: the safety
     * matrix's foreign-class payload (wast's reader takes it for a field whose declared type the named class implements).
     */
    public static byte[] encodeWithClassNames(Object value) {
        return JSON.toJsonString(value, WriteOption.WriteClassName).getBytes(StandardCharsets.UTF_8);
    }
}
