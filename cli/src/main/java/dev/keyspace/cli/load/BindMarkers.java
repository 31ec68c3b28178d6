package dev.keyspace.cli.load;

import java.util.List;
import java.util.Optional;

/** Names the {@code ?} markers of a printed statement, in order, as NoSQLBench's {@code {binding}} points. */
final class BindMarkers {

    private BindMarkers() {}

    /** {@code cql} with its markers named, or empty when it has not one marker per name. */
    static Optional<String> name(String cql, List<String> names) {
        StringBuilder named = new StringBuilder();
        int marker = 0;
        char quote = 0;
        for (int i = 0; i < cql.length(); i++) {
            char c = cql.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
                named.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                named.append(c);
            } else if (c == '?') {
                if (marker == names.size()) {
                    return Optional.empty();
                }
                named.append('{').append(names.get(marker++)).append('}');
            } else {
                named.append(c);
            }
        }
        return marker == names.size() ? Optional.of(named.toString()) : Optional.empty();
    }
}
