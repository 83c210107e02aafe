package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The rules of measuring JVMs taking turns: a JVM measures only while every other is warm and waiting or gone, a
 * new one starts only while every other is still warming up, and each is charged its share of the clock. Waits are
 * checked in the direction a busy machine cannot fake: that something is still waiting, or that it ends within
 * seconds once allowed.
 */
class TurnsTest {
    private static final long SECOND = 1_000_000_000L;
    private final AtomicLong now = new AtomicLong();
    private final Turns turns = new Turns(now::get);
    /** A thread per wait: the common pool may have fewer threads than the waits. */
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    @Test
    void aWarmJvmMeasuresOnlyOnceTheOtherIsWarmToo() throws Exception {
        Turns.Turn a = turns.admit();
        Turns.Turn b = turns.admit();
        CompletableFuture<Boolean> aMeasures = CompletableFuture.supplyAsync(() -> await(a), threads);
        // b still warms up: a must not measure beside it
        assertStillWaiting(aMeasures);
        CompletableFuture<Boolean> bMeasures = CompletableFuture.supplyAsync(() -> await(b), threads);
        // now both are warm: one measures, the other waits for it
        CompletableFuture<Object> first = CompletableFuture.anyOf(aMeasures, bMeasures);
        assertEquals(true, first.get(10, TimeUnit.SECONDS));
        CompletableFuture<Boolean> other = aMeasures.isDone() ? bMeasures : aMeasures;
        assertStillWaiting(other);
        (aMeasures.isDone() ? a : b).end();
        assertTrue(other.get(10, TimeUnit.SECONDS));
    }

    @Test
    void noJvmStartsWhileAnotherIsWarmOrMeasures() throws Exception {
        Turns.Turn a = turns.admit();
        CompletableFuture<Boolean> aMeasures = CompletableFuture.supplyAsync(() -> await(a), threads);
        assertTrue(aMeasures.get(10, TimeUnit.SECONDS));
        CompletableFuture<Turns.Turn> next = CompletableFuture.supplyAsync(this::admit, threads);
        assertStillWaiting(next);
        a.end();
        next.get(10, TimeUnit.SECONDS).end();
    }

    @Test
    void aJvmThatEndedWhileWaitingNeitherMeasuresNorLetsAnotherMeasureUntilItsTurnEnds() throws Exception {
        Turns.Turn a = turns.admit();
        Turns.Turn b = turns.admit();
        CompletableFuture<Boolean> aMeasures = CompletableFuture.supplyAsync(() -> await(a), threads);
        assertStillWaiting(aMeasures);
        a.exited();
        assertFalse(aMeasures.get(10, TimeUnit.SECONDS));
        CompletableFuture<Boolean> bMeasures = CompletableFuture.supplyAsync(() -> await(b), threads);
        // a's failure is still being recorded
        assertStillWaiting(bMeasures);
        a.end();
        assertTrue(bMeasures.get(10, TimeUnit.SECONDS));
    }

    @Test
    void eachJvmIsChargedItsShareOfTheClock() throws Exception {
        Turns.Turn a = turns.admit();
        Turns.Turn b = turns.admit();
        now.addAndGet(4 * SECOND);           // both warm up: 2 s each
        CompletableFuture<Boolean> aMeasures = CompletableFuture.supplyAsync(() -> await(a), threads);
        assertStillWaiting(aMeasures);
        now.addAndGet(SECOND);               // b warms up alone, a waits: 1 s for b
        CompletableFuture<Boolean> bMeasures = CompletableFuture.supplyAsync(() -> await(b), threads);
        CompletableFuture.anyOf(aMeasures, bMeasures).get(10, TimeUnit.SECONDS);
        Turns.Turn measuring = aMeasures.isDone() ? a : b;
        Turns.Turn waiting = measuring == a ? b : a;
        now.addAndGet(3 * SECOND);           // one measures, the other waits
        measuring.end();
        (measuring == a ? bMeasures : aMeasures).get(10, TimeUnit.SECONDS);
        now.addAndGet(2 * SECOND);
        assertEquals(2 + (measuring == b ? 1 : 0) + 3, measuring.seconds(), 1e-9);
        assertEquals(2 + (waiting == b ? 1 : 0) + 2, waiting.seconds(), 1e-9);
        assertEquals(10, a.seconds() + b.seconds(), 1e-9);
    }

    private static void assertStillWaiting(CompletableFuture<?> f) throws InterruptedException {
        Thread.sleep(200);
        assertFalse(f.isDone(), "went ahead while it had to wait");
    }

    private static boolean await(Turns.Turn t) {
        try {
            return t.awaitTurn();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private Turns.Turn admit() {
        try {
            return turns.admit();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
