package serbench.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

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
        Path dir = Path.of(System.getProperty("java.io.tmpdir"));
        Path file = dir.resolve("serbench-run.lock");
        FileChannel channel;
        try {
            channel = open(file);
            try {
                // one lock for every user's runs: writable by all, whatever the umask of the user who made it
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-rw-"));
            } catch (IOException | UnsupportedOperationException notOwnerOrNotPosix) {
                // another user made it (and opened it to all), or the file system has no such permissions
            }
        } catch (AccessDeniedException othersOnly) {
            // another user's lock file that only they may write (an older serbench made it so): lock one of ours
            channel = open(dir.resolve("serbench-run-" + System.getProperty("user.name") + ".lock"));
        }
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

    private static FileChannel open(Path file) throws IOException {
        return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    }

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}
