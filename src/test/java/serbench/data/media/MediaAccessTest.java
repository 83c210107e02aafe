package serbench.data.media;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.data.Conversion;

/** Each zero-copy format's reader of the access subset gives what the subset holds for the model. */
class MediaAccessTest {
    static Stream<Arguments> formats() {
        return Stream.of(
            Arguments.of("flatbuffers", reader(MediaFbs.CONVERSION, MediaFbs::access)),
            Arguments.of("sbe", reader(MediaSbe.CONVERSION, MediaSbe::access)),
            Arguments.of("capnproto", reader(MediaCapn.CONVERSION, MediaCapn::access)));
    }

    private static <N> Function<MediaContent, MediaAccess> reader(Conversion<MediaContent, N> c, Function<N, MediaAccess> access) {
        return model -> access.apply(c.build(model));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void theSubsetEqualsTheModels(String format, Function<MediaContent, MediaAccess> reader) {
        MediaContent classic = MediaData.mediaContent();
        assertEquals(MediaAccess.of(classic), reader.apply(classic));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void theFirstImagesAbsentTitleIsReadAsAbsentAndTheOtherFieldsFollowTheModel(String format, Function<MediaContent, MediaAccess> reader) {
        MediaContent changed = MediaData.mediaContent();
        changed.images.get(0).title = null;
        changed.media.uri = "http://example.org/other.mp4";
        changed.media.width = 1234;
        changed.media.duration = 987_654_321L;
        MediaAccess read = reader.apply(changed);
        assertNull(read.firstImageTitle());
        assertEquals(MediaAccess.of(changed), read);
    }
}
