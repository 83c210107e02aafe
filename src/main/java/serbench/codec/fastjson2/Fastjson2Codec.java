package serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.Wire;
import serbench.data.Dataset;

/** Alibaba fastjson2 with its defaults: JSON as UTF-8 bytes, and its binary JSONB. */
public final class Fastjson2Codec implements Codec {
    private final boolean jsonb;

    private Fastjson2Codec(boolean jsonb) {
        this.jsonb = jsonb;
    }

    public static Fastjson2Codec json() {
        return new Fastjson2Codec(false);
    }

    public static Fastjson2Codec jsonb() {
        return new Fastjson2Codec(true);
    }

    @Override public String id() { return jsonb ? "fastjson2-jsonb" : "fastjson2"; }

    @Override public String family() { return "fastjson2"; }

    @Override
    public String setup() {
        return jsonb ? "JSONB binary format, JSONB.toBytes / JSONB.parseObject(bytes, type), defaults"
            : "JSON as UTF-8 bytes, JSON.toJSONBytes / JSON.parseObject(bytes, type), defaults";
    }

    @Override public Library library() { return Library.of("fastjson2", JSON.class); }

    @Override
    public Traits traits() {
        return jsonb ? Traits.reflection(Trait.UNSAFE_MEMORY) : Traits.reflection(Trait.TEXT, Trait.CROSS_LANGUAGE, Trait.UNSAFE_MEMORY);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Class<M> type = dataset.type();
        return Binding.direct(jsonb ? new Wire<>() {
            @Override public byte[] encode(M value) { return JSONB.toBytes(value); }

            @Override public M decode(byte[] bytes) { return JSONB.parseObject(bytes, type); }
        } : new Wire<>() {
            @Override public byte[] encode(M value) { return JSON.toJSONBytes(value); }

            @Override public M decode(byte[] bytes) { return JSON.parseObject(bytes, type); }
        });
    }
}
