package serbench.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One serbench run measures on a machine at a time: two would spoil each other's figures, and their
 * measuring JVMs would fight over JMH's own lock. An OS file lock, so a killed run never leaves it held.
 */
public final class RunLock implements AutoCloseable {
    /** Thrown when another run holds the lock; the message says which and what to do. */
    public static final class Held extends Exception {
        Held(String message) {
            super(message);
        }
    }

    private final FileChannel channel;
    private final FileLock lock;

    private RunLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    public static RunLock acquire() throws IOException, Held {
        Path file = Path.of(System.getProperty("java.io.tmpdir"), "serbench-run.lock");
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException sameProcess) {
            lock = null;
        }
        if (lock == null) {
            ByteBuffer holder = ByteBuffer.allocate(32);
            channel.read(holder, 0);
            channel.close();
            String pid = new String(holder.array(), 0, holder.position(), StandardCharsets.UTF_8).trim();
            throw new Held("another serbench run" + (pid.isEmpty() ? "" : " (pid " + pid + ")") + " is measuring on this"
                + " machine; two at once spoil each other's figures: wait for it to end, then run again");
        }
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(Long.toString(ProcessHandle.current().pid()).getBytes(StandardCharsets.UTF_8)), 0);
        return new RunLock(channel, lock);
    }

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}
