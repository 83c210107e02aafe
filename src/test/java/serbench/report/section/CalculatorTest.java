package serbench.report.section;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.report.section.Calculator.Answer;
import serbench.report.section.Calculator.Bottleneck;
import serbench.report.section.Calculator.Direction;
import serbench.report.section.Calculator.Service;
import serbench.report.section.Calculator.Way;

/** The formula of docs/calculator.md on cases computed by hand. */
class CalculatorTest {
    private static final Way PLAIN = new Way("a", null, 500, 1000, 250);
    private static final double GBIT = 1e9;

    @Test
    void bothDirectionsPayEncodeAndDecodeAndTheCoresLimitFirst() {
        Answer a = Calculator.answer(PLAIN, new Service(0.5, GBIT, Direction.BOTH, null));
        // 500 + 1,000 ns a message; 0.5 s of CPU a second / 1,500 ns = 333,333 a second; 1e9 bit/s / (8 x 250 B) = 500,000
        assertEquals(1500, a.nanosPerMessage());
        assertEquals(333_333.33, a.byCpu(), 0.01);
        assertEquals(500_000, a.byLink(), 1e-6);
        assertEquals(333_333.33, a.sustained(), 0.01);
        assertEquals(Bottleneck.CPU, a.bottleneck());
        assertNull(a.coresNeeded());
        assertNull(a.bitsNeeded());
    }

    @Test
    void sendingOnlyPaysEncodeAndThenTheLinkLimitsFirst() {
        Answer a = Calculator.answer(PLAIN, new Service(0.5, GBIT, Direction.SEND, null));
        // 0.5e9 / 500 ns = 1,000,000 a second, more than the link's 500,000
        assertEquals(1_000_000, a.byCpu(), 1e-6);
        assertEquals(500_000, a.sustained(), 1e-6);
        assertEquals(Bottleneck.LINK, a.bottleneck());
        assertEquals(1000, Calculator.answer(PLAIN, new Service(0.5, GBIT, Direction.RECEIVE, null)).nanosPerMessage());
    }

    @Test
    void aRateAsksForCoresAndBandwidth() {
        Service s = new Service(0.5, GBIT, Direction.BOTH, 20_000.0);
        Answer a = Calculator.answer(PLAIN, s);
        // 20,000 x 1,500 ns = 0.03 cores; 20,000 x 8 x 250 B = 40 Mbit/s
        assertEquals(0.03, a.coresNeeded(), 1e-12);
        assertEquals(40e6, a.bitsNeeded(), 1e-6);
        assertTrue(a.meets(s));
        // 400,000 a second is more than the 333,333 the half core allows
        Service busy = new Service(0.5, GBIT, Direction.BOTH, 400_000.0);
        assertFalse(Calculator.answer(PLAIN, busy).meets(busy));
    }

    @Test
    void onASlowLinkTheCompressedWayRanksFirst() {
        Way zstd = new Way("a", "zstd", 500 + 2000, 1000 + 700, 120);
        Way fast = new Way("b", null, 100, 200, 300);
        // 10 Mbit/s: a plain 1e7 / 2,000 = 5,000; a+zstd 1e7 / 960 = 10,417; b 1e7 / 2,400 = 4,167. Cores do not bind.
        List<Answer> ranked = Calculator.rank(List.of(PLAIN, zstd, fast), new Service(1, 10e6, Direction.BOTH, null));
        assertEquals(List.of("a zstd", "a null", "b null"), ranked.stream().map(x -> x.way().codec() + " " + x.way().compressor()).toList());
        assertEquals(10_416.67, ranked.get(0).sustained(), 0.01);
        // on a fast link the cheapest CPU wins: b 1e9 / 300 ns = 3.3 M a second
        assertEquals("b", Calculator.rank(List.of(PLAIN, zstd, fast), new Service(1, 100 * GBIT, Direction.BOTH, null)).get(0).way().codec());
    }

    @Test
    void bandwidthsReadInBitsBytesAndMonths() {
        assertEquals(1e9, Calculator.bitsPerSecond("1Gbit"));
        assertEquals(1e9, Calculator.bitsPerSecond("1Gbps"));
        assertEquals(1e8, Calculator.bitsPerSecond("100Mbit/s"));
        assertEquals(2.5e3, Calculator.bitsPerSecond("2.5kbit"));
        assertEquals(10, Calculator.bitsPerSecond("10bit/s"));
        assertEquals(4e8, Calculator.bitsPerSecond("50MB/s"));
        // 2e12 B x 8 over 730 h of 3,600 s
        assertEquals(2e12 * 8 / 2_628_000, Calculator.bitsPerSecond("2TB/month"), 1e-6);
        // bytes without a time are a second's or a month's; a number past a double's range is beyond the limit, not 0
        for (String bad : List.of("fast", "1Gbit/month", "1 Gbps/s", "0Gbit", "1Xbit", "-1Gbit", "", "1GB", "1B/month", "1".repeat(310) + "bit")) {
            assertThrows(IllegalArgumentException.class, () -> Calculator.bitsPerSecond(bad), bad);
        }
    }

    @Test
    void aFigureBelowOnePrintsItsDigits() {
        assertEquals("0.400", Calculator.plain(0.4));
        assertEquals("12,500", Calculator.plain(12_499.6));
    }

    @Test
    void aServiceNeedsCoresAndALink() {
        assertThrows(IllegalArgumentException.class, () -> new Service(0, GBIT, Direction.BOTH, null));
        assertThrows(IllegalArgumentException.class, () -> new Service(1, 0, Direction.BOTH, null));
        assertThrows(IllegalArgumentException.class, () -> new Service(1, GBIT, Direction.BOTH, 0.0));
        // within the limits every answer is a finite number above 0
        assertThrows(IllegalArgumentException.class, () -> new Service(1e-320, GBIT, Direction.BOTH, null));
        assertThrows(IllegalArgumentException.class, () -> new Service(1, GBIT, Direction.BOTH, 1e308));
        assertThrows(IllegalArgumentException.class, () -> new Service(1, Double.POSITIVE_INFINITY, Direction.BOTH, null));
    }
}
