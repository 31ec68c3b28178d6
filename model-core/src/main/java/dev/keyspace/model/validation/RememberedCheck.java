package dev.keyspace.model.validation;

import dev.keyspace.model.schema.OptionValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * A check of one option's value that remembers its verdict (accepted, or refused with a message) for the last few
 * distinct values. A schema gives thousands of tables a handful of compaction, compression and caching maps, and
 * reading each map again was most of the option checks, themselves a sixth of an import's applying thread.
 *
 * <p>The verdict depends on nothing but the option's name and value, both immutable, so an equal key always has an
 * equal verdict. The key keeps the order of a map's entries, because the order decides which unknown sub-option is
 * named first; {@link OptionValue.MapValue#equals} ignores it. A check that fails otherwise than by refusing is not
 * remembered.
 */
final class RememberedCheck implements BiConsumer<String, OptionValue> {

    static final int CAPACITY = 64;

    private final BiConsumer<String, OptionValue> check;
    private final Map<List<Object>, Optional<String>> verdicts = new LinkedHashMap<>(CAPACITY * 2, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<List<Object>, Optional<String>> eldest) {
            return size() > CAPACITY;
        }
    };

    RememberedCheck(BiConsumer<String, OptionValue> check) {
        this.check = check;
    }

    /** Refuses {@code value} as the check does, running the check only when this value was not judged lately. */
    @Override
    public void accept(String name, OptionValue value) {
        List<Object> key = List.of(name, orderedKey(value));
        Optional<String> verdict;
        synchronized (verdicts) {
            verdict = verdicts.get(key);
        }
        if (verdict == null) {
            verdict = judge(name, value);
            synchronized (verdicts) {
                verdicts.put(key, verdict);
            }
        }
        if (verdict.isPresent()) {
            throw new OptionRefusal(verdict.get());
        }
    }

    private Optional<String> judge(String name, OptionValue value) {
        try {
            check.accept(name, value);
            return Optional.empty();
        } catch (OptionRefusal refusal) {
            return Optional.of(refusal.getMessage());
        }
    }

    /** The value itself, or for a map the list of its names and values in order. */
    static Object orderedKey(OptionValue value) {
        if (!(value instanceof OptionValue.MapValue map)) {
            return value;
        }
        List<Object> entries = new ArrayList<>(map.entries().size() * 2);
        map.entries().forEach((name, entry) -> {
            entries.add(name);
            entries.add(orderedKey(entry));
        });
        return entries;
    }
}
