package serbench.bench.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import serbench.bench.fork.MeasuringTurn;

/**
 * Measuring JVMs that warm up side by side and measure one at a time. A JVM starts only while every other is still
 * warming up (or none runs), and measures only once every other is warm and waiting for its turn (or gone), so a
 * JVM measures with nothing else of serbench's running: not another JVM's start, warm-up or end, and not the
 * recording of another's figures. A JVM that has measured stays until the next ones start, so that they take the
 * memory it frees at once ({@link MeasuringTurn#MEASURED}). Each JVM is charged its share of the clock: while two warm
 * up at once, half each; while one waits for its turn, nothing.
 */
final class Turns {
    private enum State { WARMING, WAITING, BUSY }

    /** One measuring JVM's turn, from before it starts until what it measured is recorded. */
    final class Turn {
        private State state = State.WARMING;
        private double seconds;
        private boolean ended;

        /**
         * The JVM is warm: waits until every other JVM is warm and waiting, or gone, and none measures; false when
         * this JVM's process ended meanwhile.
         */
        boolean awaitTurn() throws InterruptedException {
            synchronized (Turns.this) {
                become(this, State.WAITING);
                while (state == State.WAITING && live.stream().anyMatch(t -> t != this && t.state != State.WAITING)) {
                    Turns.this.wait();
                }
                if (state != State.WAITING) return false;
                become(this, State.BUSY);
                return true;
            }
        }

        /** The JVM's process ended: it neither waits nor lets another measure until its turn ends. */
        void exited() {
            synchronized (Turns.this) {
                if (!ended) become(this, State.BUSY);
            }
        }

        /** Its share of the clock so far, in seconds. */
        double seconds() {
            synchronized (Turns.this) {
                if (!ended) credit();
                return seconds;
            }
        }

        /** The JVM has measured and written its figures; it ends when the next JVMs start. */
        void linger(Process p) {
            synchronized (Turns.this) {
                lingering.add(p);
            }
        }

        void end() {
            synchronized (Turns.this) {
                if (ended) return;
                credit();
                ended = true;
                live.remove(this);
                Turns.this.notifyAll();
            }
        }
    }

    private final List<Turn> live = new ArrayList<>();
    /** JVMs that have measured and wait to end until the next ones start ({@link MeasuringTurn#MEASURED}). */
    private final List<Process> lingering = new ArrayList<>();
    private final LongSupplier clock;
    private long since;

    Turns() {
        this(System::nanoTime);
    }

    /** @param clock nanoseconds, as {@link System#nanoTime()} */
    Turns(LongSupplier clock) {
        this.clock = clock;
        this.since = clock.getAsLong();
    }

    /** A new JVM's turn, once no other JVM is warm, waiting or measuring; the JVMs that linger end first. */
    synchronized Turn admit() throws InterruptedException {
        while (live.stream().anyMatch(t -> t.state != State.WARMING)) wait();
        endLingering();
        credit();
        Turn turn = new Turn();
        live.add(turn);
        return turn;
    }

    /** Lets the JVMs that linger end, and waits until they have, so that the next ones take the memory they free. */
    synchronized void endLingering() throws InterruptedException {
        for (Process p : lingering) tell(p);
        for (Process p : lingering) p.waitFor(10, TimeUnit.SECONDS);
        lingering.clear();
    }

    /** Writes a line to a measuring JVM's input: its turn to measure, or to end. */
    static void tell(Process p) {
        try {
            p.getOutputStream().write('\n');
            p.getOutputStream().flush();
        } catch (IOException e) {
            // it has ended already
        }
    }

    private void become(Turn turn, State state) {
        credit();
        turn.state = state;
        notifyAll();
    }

    /** Shares the clock since the last change among the JVMs that were working (not waiting) meanwhile. */
    private void credit() {
        long now = clock.getAsLong();
        List<Turn> working = live.stream().filter(t -> t.state != State.WAITING).toList();
        for (Turn t : working) t.seconds += (now - since) / 1e9 / working.size();
        since = now;
    }

        /**
         * For a JVM that takes turns: copies its output to its log, lets it measure when its turn comes (a line on its
         * input) and, once it has written what it measured, leaves it to {@link Lanes.Turns} to end.
         */
        static final class Follower {
            private final Process p;
            private final Turn turn;
            /** True once the JVM has measured and lingers; false when its output ended first. */
            private final CompletableFuture<Boolean> measured = new CompletableFuture<>();
            private final Thread follower;

            Follower(Process p, Path log, Turn turn) {
                this.p = p;
                this.turn = turn;
                this.follower = new Thread(() -> follow(log), "serbench-turn");
                follower.setDaemon(true);
                follower.start();
            }

            private void follow(Path log) {
                // bytes as they are: Latin-1 maps each to one char and back
                try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.ISO_8859_1));
                     Writer to = Files.newBufferedWriter(log, StandardCharsets.ISO_8859_1)) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        to.write(line);
                        to.write('\n');
                        if (line.equals(MeasuringTurn.WARM)) {
                            to.flush();
                            if (turn.awaitTurn()) tell(p);
                        } else if (line.equals(MeasuringTurn.MEASURED)) {
                            to.flush();
                            turn.linger(p);
                            measured.complete(true);
                        }
                    }
                } catch (IOException e) {
                    // the JVM is gone or its log unwritable: its exit status and missing result say so
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    measured.complete(false);
                }
            }

            /**
             * Waits until the JVM has measured and lingers, or has ended and its log is complete; false when neither
             * happened within {@code limit}. A JVM that ended no longer waits for a turn.
             */
            boolean awaitMeasured(Duration limit) throws InterruptedException {
                try {
                    if (measured.get(limit.toSeconds(), TimeUnit.SECONDS)) return true;
                } catch (TimeoutException e) {
                    turn.exited();
                    return false;
                } catch (ExecutionException e) {
                    throw new IllegalStateException(e);
                }
                boolean ended = p.waitFor(10, TimeUnit.SECONDS);
                turn.exited();
                follower.join(TimeUnit.SECONDS.toMillis(10));
                return ended;
            }

            boolean lingers() {
                return measured.getNow(false);
            }
        }
}
