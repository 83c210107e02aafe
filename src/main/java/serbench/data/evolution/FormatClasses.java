package serbench.data.evolution;

/** A version's generated class by name: each version's schema generates into a package of its own. */
final class FormatClasses {
    private FormatClasses() {}

    static Class<?> load(String name) {
        try {
            return Class.forName(name, true, FormatClasses.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the build did not generate " + name, e);
        }
    }
}
