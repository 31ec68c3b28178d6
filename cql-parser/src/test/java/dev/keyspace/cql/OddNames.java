package dev.keyspace.cql;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.ReservedKeywords;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Generated names that a printer must quote, beside plain ones: mixed case, reserved words, a leading digit, and
 * (for columns, which Cassandra lets hold any character) spaces, double quotes and accents. Each name is new to
 * this generator.
 */
final class OddNames {

    private static final List<String> RESERVED =
            ReservedKeywords.all().stream().sorted().toList();

    private final Random random;
    private final Set<String> used = new HashSet<>();

    OddNames(long seed) {
        this.random = new Random(seed);
    }

    /** A keyspace or table name: word characters only, as Cassandra requires. */
    Identifier word() {
        return unique(
                switch (random.nextInt(4)) {
                    case 0 -> "t" + random.nextInt(1000);
                    case 1 -> "Mixed" + random.nextInt(1000);
                    case 2 -> RESERVED.get(random.nextInt(RESERVED.size()));
                    default -> random.nextInt(10) + "st";
                });
    }

    /** A column name: any form. */
    Identifier column() {
        return unique(
                switch (random.nextInt(7)) {
                    case 0 -> "c" + random.nextInt(1000);
                    case 1 -> "Col" + random.nextInt(1000);
                    case 2 -> RESERVED.get(random.nextInt(RESERVED.size()));
                    case 3 -> "two words";
                    case 4 -> "say \"hi\"";
                    case 5 -> "café";
                    default -> random.nextInt(10) + "th";
                });
    }

    private Identifier unique(String name) {
        String candidate = name;
        for (int i = 2; !used.add(candidate); i++) {
            candidate = name + "_" + i;
        }
        return Identifier.of(candidate);
    }
}
