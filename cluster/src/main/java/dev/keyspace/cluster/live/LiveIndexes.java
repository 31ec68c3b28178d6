package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The secondary indexes of a keyspace, from {@code system_schema.indexes}: the kind ({@code COMPOSITES} and
 * {@code KEYS} are legacy indexes, {@code CUSTOM} names its class in {@code class_name}, kept as written), the
 * target as Cassandra's {@code TargetParser} writes it ({@code c}, {@code "C"}, {@code values(c)}, {@code
 * keys(c)}, {@code entries(c)}, {@code full(c)}) and the other options. Sorted by name.
 */
final class LiveIndexes {

    private static final Pattern WRAPPED = Pattern.compile("(?i)(keys|values|entries|full)\\((.+)\\)");

    private LiveIndexes() {}

    static List<Index> read(CqlSession session, Identifier keyspace) {
        List<Index> indexes = new ArrayList<>();
        for (Row row : session.execute(SystemSchemaQueries.indexes(keyspace))) {
            indexes.add(index(row));
        }
        indexes.sort(Comparator.comparing(i -> i.name().internal()));
        return indexes;
    }

    private static Index index(Row row) {
        Map<String, String> options = new LinkedHashMap<>(row.getMap("options", String.class, String.class));
        String target = options.remove("target");
        Optional<String> className = Optional.ofNullable(options.remove("class_name"));
        IndexKind kind = "CUSTOM".equals(row.getString("kind"))
                ? className.map(c -> IndexKind.ofClass(c, true)).orElse(IndexKind.CUSTOM)
                : IndexKind.LEGACY;
        Optional<String> customClass = kind == IndexKind.LEGACY ? Optional.empty() : className;
        if (kind == IndexKind.SAI) {
            customClass = customClass.filter(c -> !c.equals("sai"));
        }
        return new Index(
                Identifier.of(row.getString("index_name")),
                Identifier.of(row.getString("table_name")),
                kind,
                List.of(target(target)),
                customClass,
                options);
    }

    private static IndexTarget target(String stored) {
        Matcher wrapped = WRAPPED.matcher(stored.strip());
        if (wrapped.matches()) {
            IndexTarget.Kind kind = IndexTarget.Kind.valueOf(wrapped.group(1).toUpperCase(Locale.ROOT));
            return new IndexTarget(column(wrapped.group(2)), kind);
        }
        return new IndexTarget(column(stored), IndexTarget.Kind.SIMPLE);
    }

    /** A column name as Cassandra writes it in a target: quoted (quotes doubled) when it needs quoting. */
    private static Identifier column(String stored) {
        String name = stored.strip();
        if (name.length() > 1 && name.startsWith("\"") && name.endsWith("\"")) {
            return Identifier.of(name.substring(1, name.length() - 1).replace("\"\"", "\""));
        }
        return Identifier.of(name);
    }
}
