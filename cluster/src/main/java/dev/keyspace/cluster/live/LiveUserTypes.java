package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The user-defined types of a keyspace, from {@code system_schema.types}, fields in order. Sorted by name. */
final class LiveUserTypes {

    private final List<Row> rows;

    private LiveUserTypes(List<Row> rows) {
        this.rows = rows;
    }

    static LiveUserTypes read(CqlSession session, Identifier keyspace) {
        return new LiveUserTypes(
                session.execute(SystemSchemaQueries.types(keyspace)).all());
    }

    /** The names of the types, which tell a frozen user type named like a native type from the native type. */
    Set<Identifier> names() {
        Set<Identifier> names = new TreeSet<>(Comparator.comparing(Identifier::internal));
        rows.forEach(row -> names.add(Identifier.of(row.getString("type_name"))));
        return names;
    }

    List<UserType> types() {
        Set<Identifier> names = names();
        List<UserType> types = new ArrayList<>();
        for (Row row : rows) {
            List<String> fieldNames = row.getList("field_names", String.class);
            List<String> fieldTypes = row.getList("field_types", String.class);
            List<UserType.Field> fields = new ArrayList<>();
            for (int i = 0; i < fieldNames.size(); i++) {
                fields.add(new UserType.Field(
                        Identifier.of(fieldNames.get(i)), StoredTypes.parse(fieldTypes.get(i), names)));
            }
            types.add(new UserType(Identifier.of(row.getString("type_name")), fields));
        }
        types.sort(Comparator.comparing(t -> t.name().internal()));
        return types;
    }
}
