package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What Cassandra 6.0 holds in its cluster metadata but leaves out of {@code system_schema}: a column's CHECK
 * constraints and comment, a keyspace's, a type's and a field's comments, a table's transactional_mode and transactional_migration_from (6.0's
 * {@code SchemaKeyspace} has no column for them). The node's own DESCRIBE prints them; read by our CQL reader, they
 * are laid over the keyspace read from {@code system_schema}, which stays the source of everything else.
 */
final class LiveDescribed60 {

    /** The keyspace's own statement: the keyspace comes from {@code system_schema} (see {@link #laidOver}). */
    private static final Pattern CREATE_KEYSPACE = Pattern.compile("(?m)^CREATE KEYSPACE .*;$");

    /**
     * A table's fast_path, also read from {@code system_schema}: 6.0-alpha2 prints one with data centers as {@code
     * {'size':2, dcs:'dc1'}} (ParameterizedFastPathStrategy.toString), which no CQL parser reads.
     */
    private static final Pattern TABLE_FAST_PATH = Pattern.compile("\\n\\s*AND fast_path = (\\{[^}]*}|'[^']*')");

    /** A migration under way, which only ALTER TABLE may state: taken out of the CREATE TABLE and kept aside. */
    private static final Pattern MIGRATION = Pattern.compile("\\n\\s*AND transactional_migration_from = '(\\w+)'");

    private LiveDescribed60() {}

    /**
     * Whether the node that answered stores 6.0's schema, told by its row of {@code system_schema.keyspaces}: only 6.0
     * has a column for the keyspace's fast path.
     */
    static boolean storesSixZeroSchema(Row keyspaceRow) {
        return keyspaceRow.getColumnDefinitions().contains(TableOptions.FAST_PATH);
    }

    /**
     * The keyspace read from {@code system_schema}, with what the node's DESCRIBE adds. The DESCRIBE is read as
     * statements against the keyspace as {@code system_schema} has it, less what 6.0 prints but does not take in a
     * CREATE (its keyspace statement, a fast path, a migration under way): each of those is read elsewhere.
     */
    static Keyspace laidOver(CqlSession session, Keyspace read) {
        SimpleStatement describe = SystemSchemaQueries.describeKeyspace(read.name());
        String statement = describe.getQuery();
        Map<Identifier, OptionValue> migrations = new HashMap<>();
        StringBuilder script = new StringBuilder();
        for (Row row : session.execute(describe)) {
            String cql = row.getString("create_statement");
            if ("keyspace".equals(row.getString("type"))) {
                cql = CREATE_KEYSPACE.matcher(cql).replaceAll("");
            } else if ("table".equals(row.getString("type"))) {
                Matcher migration = MIGRATION.matcher(cql);
                if (migration.find()) {
                    migrations.put(Identifier.of(row.getString("name")), OptionValue.text(migration.group(1)));
                }
                cql = TABLE_FAST_PATH
                        .matcher(MIGRATION.matcher(cql).replaceAll(""))
                        .replaceAll("");
            }
            script.append(cql).append('\n');
        }
        Keyspace bare = new Keyspace(
                read.name(), read.replication(), read.durableWrites(), List.of(), List.of(), List.of(), List.of());
        CqlImport described = new CqlReader()
                .read(
                        Project.empty("live", CassandraVersion.V6_0).withKeyspaces(List.of(bare)),
                        statement,
                        script.toString());
        Keyspace full = described.project().keyspace(read.name()).orElseThrow();
        List<Table> tables = new ArrayList<>();
        for (Table table : read.tables()) {
            // the node's own DESCRIBE that our reader cannot read is a bug of ours, not the user's input
            Table described60 = full.table(table.name())
                    .orElseThrow(() -> new IllegalStateException("The node's answer to " + statement
                            + " could not be read for table " + table.name().asCql() + ": "
                            + described.errors().stream().map(Object::toString).collect(Collectors.joining("; "))));
            tables.add(withDescribed(table, described60, Optional.ofNullable(migrations.get(table.name()))));
        }
        List<UserType> types = read.types().stream()
                .map(type ->
                        full.type(type.name()).map(d -> withDescribed(type, d)).orElse(type))
                .toList();
        return read.withComment(full.comment()).withTypes(types).withTables(tables);
    }

    /** The type's and its fields' comments (COMMENT ON TYPE and FIELD). */
    private static UserType withDescribed(UserType read, UserType described) {
        return read.withComment(described.comment())
                .withFields(read.fields().stream()
                        .map(field ->
                                field.withComment(described.field(field.name()).flatMap(UserType.Field::comment)))
                        .toList());
    }

    private static Table withDescribed(Table read, Table described, Optional<OptionValue> migration) {
        TableOptions options = read.options().without(TableOptions.TRANSACTIONAL_MIGRATION_FROM);
        Optional<OptionValue> mode = described.options().get(TableOptions.TRANSACTIONAL_MODE);
        options = mode.isPresent()
                ? options.with(TableOptions.TRANSACTIONAL_MODE, mode.get())
                : options.without(TableOptions.TRANSACTIONAL_MODE);
        if (migration.isPresent()) {
            options = options.with(TableOptions.TRANSACTIONAL_MIGRATION_FROM, migration.get());
        }
        List<Column> columns = read.columns().stream()
                .map(column -> described
                        .column(column.name())
                        .map(d -> column.withConstraints(d.constraints()).withComment(d.comment()))
                        .orElse(column))
                .toList();
        return read.withColumns(columns).withOptions(options);
    }
}
