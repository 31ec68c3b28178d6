package dev.keyspace.cql;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.keyspace.cql.internal.ParsedStatement;
import dev.keyspace.cql.internal.StatementParser;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Replication;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/** Deploying printed DDL to the shared test node, statement by statement, and reading the schema back. */
final class NodeSchema {

    /** Statement text and what the node said when it refused it. */
    record Refusal(String statement, String message) {}

    /** One random prefix per test run, so keyspaces never collide with a previous run's leftovers. */
    private static final String RUN = Long.toString(Math.abs(new SecureRandom().nextLong()) % 1_000_000L, 36);

    private static final AtomicInteger COUNTER = new AtomicInteger();

    private NodeSchema() {}

    /** A keyspace name no other test of this run uses: {@code base_<run><n>}, within Cassandra's 48 chars. */
    static Identifier uniqueKeyspace(String base) {
        String suffix = "_" + RUN + COUNTER.incrementAndGet();
        String prefix = base.length() + suffix.length() > 48 ? base.substring(0, 48 - suffix.length()) : base;
        return Identifier.of(prefix + suffix);
    }

    /** The statements of a CQL script, split and read as our reader splits them. */
    static List<String> statements(String script) {
        StatementParser.Result parsed = new StatementParser().parse(script);
        if (!parsed.errors().isEmpty()) {
            throw new AssertionError("printed DDL does not parse: " + parsed.errors() + "\n" + script);
        }
        return parsed.statements().stream().map(ParsedStatement::text).toList();
    }

    /** Runs each statement in order; a refused statement is recorded and the next one still runs. */
    static List<Refusal> execute(CqlSession session, List<String> statements) {
        List<Refusal> refusals = new ArrayList<>();
        for (String statement : statements) {
            try {
                session.execute(statement);
            } catch (DriverException e) {
                refusals.add(new Refusal(statement, e.getMessage()));
            }
        }
        return refusals;
    }

    /** Null when the node accepts the statement, else the driver exception's class and message. */
    static String refusal(CqlSession session, String statement) {
        try {
            session.execute(statement);
            return null;
        } catch (DriverException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    /** What the driver describes back for the keyspace, after a schema refresh. */
    static String describe(CqlSession session, Identifier keyspace) {
        session.refreshSchema();
        KeyspaceMetadata metadata = session.getMetadata()
                .getKeyspace(com.datastax.oss.driver.api.core.CqlIdentifier.fromInternal(keyspace.internal()))
                .orElseThrow(() -> new AssertionError("the node does not know keyspace " + keyspace.asCql()));
        return metadata.describeWithChildren(true);
    }

    /**
     * The driver (4.19) describes no column masks (dynamic data masking came after it), so the masks are
     * read from {@code system_schema.column_masks} and returned as ALTER TABLE ... MASKED WITH statements,
     * ready to be read after the described schema. Built-in functions live in {@code system}, which
     * CQL lets a mask omit.
     */
    static String maskStatements(CqlSession session, Identifier keyspace) {
        StringBuilder statements = new StringBuilder();
        for (com.datastax.oss.driver.api.core.cql.Row row : session.execute(
                "SELECT table_name, column_name, function_keyspace, function_name, function_argument_types,"
                        + " function_argument_values"
                        + " FROM system_schema.column_masks WHERE keyspace_name = ?",
                keyspace.internal())) {
            String functionKeyspace = row.getString("function_keyspace");
            String function = (functionKeyspace.equals("system")
                            ? ""
                            : Identifier.of(functionKeyspace).asCql() + ".")
                    + Identifier.of(row.getString("function_name")).asCql();
            List<String> values = row.getList("function_argument_values", String.class);
            List<String> types = row.getList("function_argument_types", String.class);
            List<String> arguments = new ArrayList<>();
            for (int i = 0; values != null && i < values.size(); i++) {
                arguments.add(literal(values.get(i), types.get(i)));
            }
            statements
                    .append("ALTER TABLE ")
                    .append(keyspace.asCql())
                    .append('.')
                    .append(Identifier.of(row.getString("table_name")).asCql())
                    .append(" ALTER ")
                    .append(Identifier.of(row.getString("column_name")).asCql())
                    .append(" MASKED WITH ")
                    .append(function)
                    .append('(')
                    .append(String.join(", ", arguments))
                    .append(");\n");
        }
        return statements.toString();
    }

    /**
     * Boolean table options the driver (4.19) leaves out of its description, with the value Cassandra 5.0
     * reads when the column is null ({@code SchemaKeyspace.createTableParamsFromRow}: it stores {@code cdc} only
     * on a node with CDC enabled, and the other two only when not at their default).
     */
    private static final Map<String, Boolean> UNDESCRIBED_OPTIONS =
            Map.of("cdc", false, "allow_auto_snapshot", true, "incremental_backups", true);

    /**
     * The options of {@link #UNDESCRIBED_OPTIONS} of every table and view of the keyspace, read from
     * {@code system_schema} as ALTER TABLE / ALTER MATERIALIZED VIEW ... WITH statements, ready to be read after
     * the described schema.
     */
    static String undescribedOptionStatements(CqlSession session, Identifier keyspace) {
        StringBuilder statements = new StringBuilder();
        for (SchemaRelation relation : RELATIONS) {
            for (com.datastax.oss.driver.api.core.cql.Row row : session.execute(
                    "SELECT " + relation.nameColumn() + ", " + String.join(", ", UNDESCRIBED_OPTIONS.keySet())
                            + " FROM system_schema." + relation.table() + " WHERE keyspace_name = ?",
                    keyspace.internal())) {
                List<String> options = new ArrayList<>();
                UNDESCRIBED_OPTIONS.forEach((option, ifNull) ->
                        options.add(option + " = " + (row.isNull(option) ? ifNull : row.getBoolean(option))));
                statements
                        .append("ALTER ")
                        .append(relation.kind())
                        .append(' ')
                        .append(keyspace.asCql())
                        .append('.')
                        .append(Identifier.of(row.getString(relation.nameColumn()))
                                .asCql())
                        .append(" WITH ")
                        .append(String.join(" AND ", options))
                        .append(";\n");
            }
        }
        return statements.toString();
    }

    /** Where system_schema keeps the options of tables and of views, and how CQL alters each. */
    private record SchemaRelation(String table, String nameColumn, String kind) {}

    private static final List<SchemaRelation> RELATIONS = List.of(
            new SchemaRelation("tables", "table_name", "TABLE"),
            new SchemaRelation("views", "view_name", "MATERIALIZED VIEW"));

    /** A stored mask argument (plain text) as a CQL literal of its type. */
    private static String literal(String value, String type) {
        if (value == null) {
            return "null";
        }
        boolean plain = Set.of(
                        "int", "bigint", "smallint", "tinyint", "varint", "decimal", "float", "double", "boolean")
                .contains(type);
        return plain ? value : "'" + value.replace("'", "''") + "'";
    }

    static Set<String> datacenters(CqlSession session) {
        return session.getMetadata().getNodes().values().stream()
                .map(Node::getDatacenter)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * The replication to deploy with on the test node: Cassandra refuses NetworkTopologyStrategy options that
     * name data centers it does not have (the samples name {@code dc1}), so each of the node's data centers
     * gets the first replication factor written; SimpleStrategy is kept as written.
     */
    static Replication onNode(Replication replication, Set<String> datacenters) {
        if (!replication.shortClassName().equals(Replication.NETWORK_TOPOLOGY)
                || replication.options().isEmpty()
                || replication.options().keySet().equals(datacenters)) {
            return replication;
        }
        String factor = replication.options().values().iterator().next();
        Map<String, String> options = new LinkedHashMap<>();
        datacenters.forEach(dc -> options.put(dc, factor));
        return new Replication(replication.strategyClass(), options);
    }

    static void drop(CqlSession session, Identifier keyspace) {
        session.execute("DROP KEYSPACE IF EXISTS " + keyspace.asCql());
    }

    /**
     * The project with one keyspace renamed as the designer renames it: user type references qualified with
     * the old name follow it (Cassandra refuses a type of another keyspace).
     */
    static Project rename(Project project, Identifier from, Identifier to) {
        return new KeyspaceEdit.Rename(from, to).apply(project);
    }
}
