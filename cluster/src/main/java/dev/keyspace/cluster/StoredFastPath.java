package dev.keyspace.cluster;

import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.Optional;

/**
 * A 6.0 fast_path (a keyspace's or a table's) in one spelling per strategy, so that what a project writes and what
 * the node stores compare equal: the spelling 6.0's reading gives it ({@link SchemaValidator#canonicalFastPath});
 * its {@code system_schema} map ({@code {'kind': 'SIMPLE'}}, ...) is one of the spellings. A value 6.0 would refuse is
 * kept as written.
 */
final class StoredFastPath {

    /** A keyspace's fast_path when none is given. */
    static final OptionValue KEYSPACE_DEFAULT = OptionValue.text("simple");

    private StoredFastPath() {}

    static OptionValue of(OptionValue value) {
        return SchemaValidator.canonicalFastPath(value).orElse(value);
    }

    /** Whether a keyspace's fast_path, given or not, is the same strategy as another's. */
    static boolean sameForKeyspace(Optional<OptionValue> a, Optional<OptionValue> b) {
        return of(a.orElse(KEYSPACE_DEFAULT)).equals(of(b.orElse(KEYSPACE_DEFAULT)));
    }

    /** The keyspace's fast_path as compared, or empty at 6.0's default. */
    static Optional<OptionValue> forKeyspace(Optional<OptionValue> given) {
        return given.map(StoredFastPath::of).filter(v -> !v.equals(KEYSPACE_DEFAULT));
    }
}
