package dev.keyspace.model.validation;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import java.util.List;

/** Small one-keyspace projects ("ks", SimpleStrategy 3) for the one-rule-per-test validation tests. */
final class Fixtures {

    private Fixtures() {}

    static Keyspace ks() {
        return Keyspace.of("ks", Replication.simple(3));
    }

    static Table table(String name, Column... columns) {
        return Table.of(ElementId.forTable(Identifier.of("ks"), Identifier.of(name)), name, List.of(columns));
    }

    static Project project(Keyspace... keyspaces) {
        return Project.empty("test").withKeyspaces(List.of(keyspaces));
    }

    static Project withTables(Table... tables) {
        return project(ks().withTables(List.of(tables)));
    }

    static Project withTypesAndTables(List<UserType> types, Table... tables) {
        return project(ks().withTypes(types).withTables(List.of(tables)));
    }

    static Project withIndexes(List<Table> tables, Index... indexes) {
        return project(ks().withTables(tables).withIndexes(List.of(indexes)));
    }

    static MaterializedView view(
            String name,
            String base,
            List<String> selected,
            String where,
            List<String> partitionKey,
            String... clustering) {
        return new MaterializedView(
                ElementId.forView(Identifier.of("ks"), Identifier.of(name)),
                Identifier.of(name),
                Identifier.of(base),
                selected.stream().map(Identifier::of).toList(),
                where,
                partitionKey.stream().map(Identifier::of).toList(),
                java.util.Arrays.stream(clustering)
                        .map(MaterializedView.ClusteringKey::asc)
                        .toList(),
                TableOptions.NONE);
    }

    static List<Problem> errors(Project project) {
        return SchemaValidator.errors(project);
    }
}
