package serbench.evolution;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import serbench.data.evolution.Shape;
import serbench.verify.RoundTrip;

/** Judges what a reader got against what the writer wrote, field by field. */
final class Verdicts {
    private static final int NOTE_LENGTH = 600;

    private Verdicts() {}

    static Cell judge(String codec, Change change, Direction direction, Map<String, Object> read) {
        Map<String, Object> written = change.writer(direction).sample();
        List<String> wrong = new ArrayList<>();
        List<String> lossy = new ArrayList<>();
        List<String> fine = new ArrayList<>();
        Set<String> shared = change.reader(direction).fields().stream().map(f -> change.writerField(f.name(), direction))
            .collect(Collectors.toSet());
        for (Shape.Field f : change.reader(direction).fields()) {
            String name = change.writerField(f.name(), direction);
            Object got = read.get(f.name());
            if (!written.containsKey(name)) {
                if (isDefault(got)) fine.add(f.name() + " defaulted");
                else wrong.add(f.name() + ": not written, read " + show(got));
            } else if (!same(written.get(name), got)) {
                String what = f.name() + ": wrote " + show(written.get(name)) + ", read " + show(got);
                (isDefault(got) ? lossy : wrong).add(what);
            }
        }
        written.keySet().stream().filter(w -> !shared.contains(w)).forEach(w -> fine.add(w + " dropped"));
        Outcome outcome = !wrong.isEmpty() ? Outcome.WRONG : !lossy.isEmpty() ? Outcome.LOSSY : Outcome.OK;
        List<String> notes = new ArrayList<>(wrong);
        notes.addAll(lossy);
        if (outcome == Outcome.OK) notes.addAll(fine);
        return new Cell(codec, change, direction, outcome, shorten(String.join("; ", notes)));
    }

    /** {@link RoundTrip#describe}, shortened to a note's length. */
    static String describe(Throwable e) {
        return shorten(RoundTrip.describe(e));
    }

    /** Integers compare by value, whatever their width on either side. */
    private static boolean same(Object written, Object read) {
        if (written instanceof Number w && read instanceof Number r) return w.longValue() == r.longValue();
        return written.equals(read);
    }

    /** What a reader holds for a field it never got: null, or zero in a primitive. */
    private static boolean isDefault(Object value) {
        return value == null || value instanceof Number n && n.longValue() == 0;
    }

    private static String show(Object value) {
        return value instanceof String s ? '"' + s + '"' : String.valueOf(value);
    }

    private static String shorten(String s) {
        return s.length() > NOTE_LENGTH ? s.substring(0, NOTE_LENGTH - 3) + "..." : s;
    }
}
