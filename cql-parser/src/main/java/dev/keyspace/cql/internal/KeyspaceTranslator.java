package dev.keyspace.cql.internal;

import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.DesignerMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.NameChecks;
import dev.keyspace.model.validation.OptionText;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.model.validation.TargetRules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** CREATE, ALTER and DROP KEYSPACE checked as Cassandra checks them, then made with the model's keyspace edits. */
final class KeyspaceTranslator {

    private static final String REPLICATION_FACTOR = "replication_factor";

    private KeyspaceTranslator() {}

    static SchemaChange create(Statement.CreateKeyspace statement) {
        return project -> {
            if (project.keyspace(statement.name()).isPresent()) {
                if (statement.ifNotExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(
                        DesignerStatementMessages.KEYSPACE_ALREADY_EXISTS,
                        statement.name().asCql()));
            }
            Optional<String> illegalName = NameChecks.keyspaceNameError(statement.name(), project.target());
            if (illegalName.isPresent()) {
                throw new SchemaProblem(illegalName.get());
            }
            checkProperties(statement.properties(), project.target());
            checkReplicationMap(statement.properties());
            Optional<OptionValue> fastPath = fastPath(statement.properties());
            if (!statement.properties().containsKey("replication")) {
                throw new SchemaProblem(
                        String.format(CassandraStatementMessages.MISSING_MANDATORY_OPTION, "replication"));
            }
            boolean durable = durableWrites(statement.properties()).orElse(true);
            Keyspace keyspace = new Keyspace(
                            statement.name(),
                            replication(statement.properties().get("replication")),
                            durable,
                            List.of(),
                            List.of(),
                            List.of(),
                            List.of())
                    .withFastPath(fastPath);
            refuseNewErrors(List.of(), SchemaValidator.keyspaceErrors(keyspace, project.target()));
            if (fastPath.filter(SchemaValidator::keyspaceFastPathOnlyByAlter).isPresent()) {
                throw new SchemaProblem(DesignerMessages.KEYSPACE_FAST_PATH_ON_CREATE);
            }
            return new KeyspaceEdit.Add(keyspace).apply(project);
        };
    }

    static SchemaChange alter(Statement.AlterKeyspace statement) {
        return project -> {
            if (project.keyspace(statement.name()).isEmpty()) {
                if (statement.ifExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.KEYSPACE_DOESNT_EXIST,
                        statement.name().asCql()));
            }
            checkProperties(statement.properties(), project.target());
            checkReplicationMap(statement.properties());
            Optional<OptionValue> fastPath = fastPath(statement.properties());
            Optional<Boolean> durable = durableWrites(statement.properties());
            Replication previous =
                    project.keyspace(statement.name()).orElseThrow().replication();
            Optional<Replication> replication = statement.properties().containsKey("replication")
                    ? alteredReplication(statement.properties().get("replication"))
                            .map(r -> withPreviousFactor(r, previous))
                    : Optional.empty();
            List<Edit> edits = new ArrayList<>();
            replication.ifPresent(r -> edits.add(new KeyspaceEdit.SetReplication(statement.name(), r)));
            durable.ifPresent(d -> edits.add(new KeyspaceEdit.SetDurableWrites(statement.name(), d)));
            fastPath.ifPresent(f -> edits.add(new KeyspaceEdit.SetFastPath(statement.name(), Optional.of(f))));
            // 6.0-alpha2's asAlteredKeyspaceParams builds the new params without the comment: ALTER drops it
            if (project.keyspace(statement.name()).orElseThrow().comment().isPresent()) {
                edits.add(new KeyspaceEdit.SetComment(statement.name(), Optional.empty()));
            }
            Project altered = new CompositeEdit(
                            String.format(
                                    DesignerStatementMessages.ALTER_KEYSPACE_EDIT,
                                    statement.name().asCql()),
                            edits)
                    .apply(project);
            refuseNewErrors(
                    SchemaValidator.keyspaceErrors(
                            project.keyspace(statement.name()).orElseThrow(), project.target()),
                    SchemaValidator.keyspaceErrors(
                            altered.keyspace(statement.name()).orElseThrow(), project.target()));
            return altered;
        };
    }

    static SchemaChange drop(Statement.DropKeyspace statement) {
        return project -> {
            if (project.keyspace(statement.name()).isEmpty()) {
                if (statement.ifExists()) {
                    return project;
                }
                throw new SchemaProblem(String.format(
                        CassandraStatementMessages.KEYSPACE_DOESNT_EXIST,
                        statement.name().internal()));
            }
            return new KeyspaceEdit.Remove(statement.name()).apply(project);
        };
    }

    static SchemaChange use(Identifier keyspace) {
        return project -> {
            Scope.keyspace(project, keyspace);
            return project;
        };
    }

    private static void checkProperties(Map<String, OptionValue> properties, CassandraVersion target)
            throws SchemaProblem {
        for (String name : properties.keySet()) {
            if (!TargetRules.knowsKeyspaceOption(name, target)) {
                throw new SchemaProblem(TargetRules.unknownKeyspaceOption(name, target));
            }
        }
    }

    /** 6.0's KeyspaceAttributes.validate reads the fast_path last, after the replication's class. */
    private static Optional<OptionValue> fastPath(Map<String, OptionValue> properties) throws SchemaProblem {
        OptionValue value = properties.get(TableOptions.FAST_PATH);
        if (value == null) {
            return Optional.empty();
        }
        Optional<String> error = SchemaValidator.keyspaceFastPathError(value);
        if (error.isPresent()) {
            throw new SchemaProblem(error.get());
        }
        return Optional.of(value);
    }

    /**
     * KeyspaceAttributes.validate, before anything else is read: replication is a map, and one that names
     * options names its class.
     */
    private static void checkReplicationMap(Map<String, OptionValue> properties) throws SchemaProblem {
        OptionValue value = properties.get("replication");
        if (value == null) {
            return;
        }
        if (!(value instanceof OptionValue.MapValue map)) {
            throw new SchemaProblem(
                    String.format(DesignerStatementMessages.REPLICATION_NOT_MAP, CqlTerms.option(value)));
        }
        if (!map.entries().isEmpty() && !map.entries().containsKey("class")) {
            throw new SchemaProblem(CassandraStatementMessages.MISSING_REPLICATION_CLASS);
        }
    }

    /** An empty map names no class, and ALTER keeps the replication it had (KeyspaceAttributes). */
    private static Optional<Replication> alteredReplication(OptionValue value) throws SchemaProblem {
        if (value instanceof OptionValue.MapValue map && map.entries().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(replication(value));
    }

    /**
     * A new strategy given no factor keeps the keyspace's replication_factor, as the strategies' prepareOptions do on
     * ALTER: SimpleStrategy whenever it has none, NetworkTopologyStrategy when it names no datacenter either.
     */
    private static Replication withPreviousFactor(Replication altered, Replication previous) {
        String factor = previous.options().get(REPLICATION_FACTOR);
        boolean takesPrevious = altered.isSimpleStrategy()
                || (altered.shortClassName().equals(Replication.NETWORK_TOPOLOGY)
                        && altered.options().isEmpty());
        if (factor == null || altered.options().containsKey(REPLICATION_FACTOR) || !takesPrevious) {
            return altered;
        }
        Map<String, String> options = new LinkedHashMap<>(altered.options());
        options.put(REPLICATION_FACTOR, factor);
        return new Replication(altered.strategyClass(), options);
    }

    /** The replication of a map {@link #checkReplicationMap} has let through. */
    private static Replication replication(OptionValue value) throws SchemaProblem {
        OptionValue.MapValue map = (OptionValue.MapValue) value;
        Map<String, String> options = new LinkedHashMap<>(map.asStrings());
        String strategy = options.remove("class");
        if (map.entries().isEmpty()) {
            // KeyspaceAttributes lets an empty map through and AbstractReplicationStrategy.getClass dereferences the
            // missing class: a node answers with this server error
            throw new SchemaProblem(CassandraStatementMessages.EMPTY_REPLICATION_NPE);
        }
        // without a replication_factor, Cassandra 5.0 uses its default_keyspace_rf (1 unless configured)
        return new Replication(strategy, options);
    }

    private static Optional<Boolean> durableWrites(Map<String, OptionValue> properties) throws SchemaProblem {
        OptionValue value = properties.get("durable_writes");
        if (value == null) {
            return Optional.empty();
        }
        String text = OptionValue.plain(value);
        Optional<Boolean> durable = OptionText.parseBoolean(text);
        if (durable.isEmpty()) {
            throw new SchemaProblem(OptionText.invalidBoolean("durable_writes", text));
        }
        return durable;
    }

    private static void refuseNewErrors(List<Problem> before, List<Problem> after) throws SchemaProblem {
        for (Problem error : after) {
            if (!before.contains(error)) {
                throw new SchemaProblem(error.message());
            }
        }
    }
}
