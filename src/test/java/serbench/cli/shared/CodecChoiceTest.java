package serbench.cli.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import serbench.codec.Codec;
import serbench.codec.Codecs;

/** --codecs: all is the registry's rows; variants and all+variants add the opt-in I/O-shape variants. */
class CodecChoiceTest {
    private static final CommandLine CMD = new CommandLine(CommandLine.Model.CommandSpec.create());

    private static List<String> chosen(String... ids) {
        return CodecChoice.codecs(CMD, List.of(ids)).stream().map(Codec::id).toList();
    }

    private static List<String> variants() {
        return Codecs.variants().stream().map(Codec::id).toList();
    }

    @Test
    void allAndTheDefaultLeaveTheVariantsOut() {
        List<String> rows = Codecs.all().stream().map(Codec::id).toList();
        assertEquals(rows, chosen("all"));
        assertEquals(rows, CodecChoice.codecs(CMD, null).stream().map(Codec::id).toList());
    }

    @Test
    void variantsSelectsEveryVariantBesideTheIdsNamedWithIt() {
        assertEquals(variants(), chosen("variants"));
        List<String> expected = new ArrayList<>(List.of("kryo"));
        expected.addAll(variants());
        assertEquals(expected, chosen("kryo", "variants"));
        assertEquals(List.of("kryo-stream"), chosen("kryo-stream"));
    }

    @Test
    void allPlusVariantsIsEveryRowThenEveryVariant() {
        List<String> expected = new ArrayList<>(Codecs.all().stream().map(Codec::id).toList());
        expected.addAll(variants());
        assertEquals(expected, chosen("all+variants"));
        CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class, () -> chosen("all+variants", "kryo"));
        assertTrue(e.getMessage().contains("name it alone"), e.getMessage());
    }
}
