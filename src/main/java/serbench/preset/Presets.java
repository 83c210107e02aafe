package serbench.preset;

import java.util.List;
import java.util.Optional;

/** The five classic experiments of the seed posts. */
public final class Presets {
    private static final List<Preset> ALL = List.of(
        new ProtobufVsThriftPreset(),
        new JmhThreadsPreset(),
        new AllTypesPreset(),
        new DnsPreset(),
        new ObjectSizePreset());

    private Presets() {}

    public static List<Preset> all() {
        return ALL;
    }

    public static Optional<Preset> byId(String id) {
        return ALL.stream().filter(p -> p.id().equals(id)).findFirst();
    }
}
