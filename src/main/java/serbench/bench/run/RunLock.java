package serbench.bench.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import serbench.bench.machine.PrivateDir;

/**
 * One serbench run measures on a machine at a time: two would spoil each other's figures, and their
 * measuring JVMs would fight over JMH's own lock. An OS file lock, so a killed run never leaves it held. It is
 * the user's: its file is in serbench's private directory ({@link PrivateDir}), opened without following links and
 * readable by its owner only, since a lock file in a shared directory that every user may write is one another
 * user can replace with a link to any file of the person running serbench. Another user's runs are not kept out.
 */
public final class RunLock implements AutoCloseable {
    /**
     * Thrown when the lock cannot be taken: another run holds it, or its directory is not private; the message says
     * which and what to do.
     */
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
        Path dir;
        try {
            dir = PrivateDir.get();
        } catch (PrivateDir.NotPrivate e) {
            throw new Held(e.getMessage());
        }
        Path file = dir.resolve("run.lock");
        if (Files.isSymbolicLink(file)) {
            throw new Held(file + " is a link, which serbench does not follow to keep its run lock; remove it, then run again");
        }
        FileChannel channel;
        try {
            channel = FileChannel.open(file, Set.of(StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS), PrivateDir.ownerOnlyFile());
        } catch (FileSystemException e) {
            throw new Held(file + " cannot be opened as serbench's run lock (" + (e.getReason() == null ? e.getClass().getSimpleName()
                : e.getReason()) + "); remove it, then run again");
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

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}
