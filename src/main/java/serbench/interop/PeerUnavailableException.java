package serbench.interop;

/** Another language cannot run here (not installed, or the project's interop/ folder is missing): one line that says what to do. */
public final class PeerUnavailableException extends Exception {
    PeerUnavailableException(String message) {
        super(message);
    }
}
