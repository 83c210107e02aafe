package serbench;

/** serbench's own version, from the jar manifest the build writes ("dev" when run from classes). */
public final class SerbenchVersion {
    private SerbenchVersion() {}

    public static String current() {
        String v = SerbenchVersion.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
