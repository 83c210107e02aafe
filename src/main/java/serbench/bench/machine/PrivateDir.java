package serbench.bench.machine;

import com.sun.security.auth.module.UnixSystem;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * serbench's directory that only the user running it can enter: {@code serbench-UID} in the temporary directory,
 * for files another user of the machine must not reach (the run lock). A fixed name in a shared directory such as
 * /tmp is no such place by itself: another user can make it first, as a link or as a directory of theirs, and have
 * serbench write where they choose. So it is created without following links, owner-only, and used only once it
 * is seen to be a directory (not a link) of this user that no one else may enter.
 */
public final class PrivateDir {
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    /** Thrown when the directory is there but not private; the message says what is wrong and what to do. */
    public static final class NotPrivate extends IOException {
        NotPrivate(String message) {
            super(message);
        }
    }

    private PrivateDir() {}

    /** The directory, made now if missing. */
    public static Path get() throws IOException {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("unix")) {
            // no owners or modes to check (Windows): its temporary directory is the user's own already
            return Files.createDirectories(tmp.resolve("serbench-" + System.getProperty("user.name")));
        }
        long uid = new UnixSystem().getUid();
        Path dir = tmp.resolve("serbench-" + uid);
        try {
            // the mode is given at creation (the umask can only narrow it): never a moment open to others
            Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        } catch (FileAlreadyExistsException madeBefore) {
            // by an earlier run, or by someone else: checked below either way
        }
        String problem = problem(dir, uid);
        if (problem != null) {
            throw new NotPrivate(dir + " " + problem + ", so serbench cannot keep its run lock there safely; remove it, or"
                + " give java another temporary directory (-Djava.io.tmpdir=DIR)");
        }
        return dir;
    }

    /** Files made owner-only from the start, for {@link Files#createFile} or {@code FileChannel.open}. */
    public static FileAttribute<?>[] ownerOnlyFile() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
            ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
            : new FileAttribute<?>[0];
    }

    /** What makes {@code dir} not private to user {@code uid}; null when it is. */
    private static String problem(Path dir, long uid) throws IOException {
        PosixFileAttributes a = Files.readAttributes(dir, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (a.isSymbolicLink()) return "is a link";
        if (!a.isDirectory()) return "is not a directory";
        int owner = (Integer) Files.getAttribute(dir, "unix:uid", LinkOption.NOFOLLOW_LINKS);
        if (owner != uid) return "belongs to another user (uid " + owner + ")";
        if (!OWNER_ONLY.containsAll(a.permissions())) {
            return "is open to other users (" + PosixFilePermissions.toString(a.permissions()) + ")";
        }
        return null;
    }
}
