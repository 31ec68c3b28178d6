package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.ColumnDefinition;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * What a node's {@code system_schema} says about some keyspaces, one line per row ({@code section: column=value,
 * ...}, values as CQL literals), sorted, so that two schemas compare line by line. Each section is one
 * system_schema table; a section lists the columns that differ between two creations of the same schema
 * (ids) and are left out. A new kind of schema element (functions, aggregates) is one more entry in
 * {@link #SECTIONS}.
 */
final class SystemSchema {

    /** One system_schema table and the columns of it that are not compared. */
    record Section(String table, Set<String> ignored) {}

    static final List<Section> SECTIONS = List.of(
            new Section("keyspaces", Set.of()),
            new Section("types", Set.of()),
            // the ids are new on every creation; every option column is compared
            new Section("tables", Set.of("id")),
            new Section("columns", Set.of()),
            new Section("indexes", Set.of()),
            new Section("views", Set.of("id", "base_table_id")),
            new Section("column_masks", Set.of()),
            new Section("functions", Set.of()),
            new Section("aggregates", Set.of()));

    private SystemSchema() {}

    /** The rows of every section for the keyspaces named, as sorted lines. */
    static List<String> of(CqlSession session, Collection<String> keyspaces) {
        List<String> lines = new ArrayList<>();
        for (Section section : SECTIONS) {
            for (String keyspace : keyspaces) {
                for (Row row : session.execute(
                        "SELECT * FROM system_schema." + section.table() + " WHERE keyspace_name = ?", keyspace)) {
                    lines.add(line(section, row));
                }
            }
        }
        lines.sort(null);
        return List.copyOf(lines);
    }

    /** The lines of one section, for checking that a schema is not empty. */
    static List<String> section(List<String> lines, String table) {
        return lines.stream().filter(l -> l.startsWith(table + ": ")).toList();
    }

    private static String line(Section section, Row row) {
        StringBuilder line = new StringBuilder(section.table()).append(": ");
        String separator = "";
        for (ColumnDefinition column : row.getColumnDefinitions()) {
            String name = column.getName().asInternal();
            if (section.ignored().contains(name)) {
                continue;
            }
            TypeCodec<Object> codec = row.codecRegistry().codecFor(column.getType());
            line.append(separator).append(name).append('=').append(codec.format(row.getObject(name)));
            separator = ", ";
        }
        return line.toString();
    }
}
