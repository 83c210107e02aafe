package serbench.data;

/**
 * A data set's model mirrored as Kotlin {@code @Serializable} classes (src/main/kotlin, beside its package): the
 * classes whose serializers kotlinx.serialization's compiler plugin generates, since it compiles Kotlin only.
 * The kotlinx codecs find a data set's conversion to them by this type.
 */
public interface KotlinMirror {
}
