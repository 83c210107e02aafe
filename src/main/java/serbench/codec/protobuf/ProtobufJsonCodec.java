package serbench.codec.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.nio.charset.StandardCharsets;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.SchemaConversions;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * Protobuf's canonical JSON mapping (proto3 JSON, as gRPC transcoding and gateways speak it) over the same
 * protoc-generated full classes and conversions as {@code protobuf}: protobuf-java-util's {@link JsonFormat},
 * a compact printer and the default parser, made once per binding; the JSON text in UTF-8 is the wire.
 */
public final class ProtobufJsonCodec extends ProfiledCodec {
    public ProtobufJsonCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        // JsonFormat walks a message's descriptor, which only the full classes carry (the lite ones have none)
        return bind(SchemaConversions.require(dataset, Message.class, "protobuf"));
    }

    private static <M, N extends Message> Binding<M, N> bind(Conversion<M, N> conversion) {
        // the empty message whose builders decode makes; printer and parser are immutable and hold no per-call state
        Message prototype = (Message) ProtobufCodec.generatedStatic(conversion.formatType(), "getDefaultInstance");
        Class<N> type = conversion.formatType();
        JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
        JsonFormat.Parser parser = JsonFormat.parser();   // rejects unknown fields: ignoringUnknownFields() not used
        return Binding.of(conversion, new Wire<>() {
            @Override public byte[] encode(N value) throws Exception {
                return printer.print(value).getBytes(StandardCharsets.UTF_8);
            }

            @Override public N decode(byte[] bytes) throws Exception {
                Message.Builder builder = prototype.newBuilderForType();
                parser.merge(new String(bytes, StandardCharsets.UTF_8), builder);
                return type.cast(builder.build());
            }
        });
    }
}
