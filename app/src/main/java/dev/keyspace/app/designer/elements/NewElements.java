package dev.keyspace.app.designer.elements;

import dev.keyspace.app.settings.ReplicationChoice;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.edit.AttributeEdit;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.EntityEdit;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.RelationshipEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.edit.WorkflowEdit;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The edits that add a new element with a fresh name (new_table, new_table_2, ...) and a fresh id. The user
 * renames it afterwards; a default that always applies keeps adding to one click.
 */
public final class NewElements {

    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    private NewElements() {}

    public static Edit entity(Project project) {
        String name = free("New entity", n -> project.conceptual().entities().stream()
                .anyMatch(e -> e.name().equals(n)));
        return new EntityEdit.Add(
                new Entity(freeId(project, "entity:new"), name, List.of(Attribute.key("id", "uuid"))));
    }

    /** A relationship between the given entities (the first one side, the others many), possibly none. */
    public static Edit relationship(Project project, List<ElementId> entities) {
        String name = free("relates", n -> project.conceptual().relationships().stream()
                .anyMatch(r -> r.name().equals(n)));
        // by place, not by entity: a recursive relationship links the same entity twice, once on each side
        List<Relationship.Participant> participants = java.util.stream.IntStream.range(0, entities.size())
                .mapToObj(i -> Relationship.Participant.of(entities.get(i), i == 0 ? Cardinality.ONE : Cardinality.N))
                .toList();
        return new RelationshipEdit.Add(
                new Relationship(freeId(project, "relationship:new"), name, participants, List.of()));
    }

    public static Edit attribute(Project project, ElementId owner, List<Attribute> existing) {
        String name =
                free("attribute", n -> existing.stream().anyMatch(a -> a.name().equals(n)));
        return new AttributeEdit.Add(owner, Attribute.of(name, "text"));
    }

    /** A query, served by the given table when there is one. */
    public static Edit query(Project project, Optional<ElementId> servedBy) {
        Set<String> labels = project.queries().stream().map(Query::label).collect(Collectors.toSet());
        int n = project.queries().size() + 1;
        while (labels.contains("Q" + n)) {
            n++;
        }
        return new QueryEdit.Add(
                new Query(freeId(project, "query:q" + n), "Q" + n, "new query", AccessPattern.EMPTY, servedBy));
    }

    public static Edit task(Project project) {
        return new WorkflowEdit.AddTask(new Task(freeId(project, "task:new"), "New task"));
    }

    /** An arrow from one task (or from the start, when {@code from} is empty) to another, with no query yet. */
    public static Edit transition(Project project, Optional<ElementId> from, ElementId to) {
        return new WorkflowEdit.AddTransition(new Transition(freeId(project, "transition:new"), from, to, List.of()));
    }

    /** The data center of the development cluster ({@code ksd dev-cluster}) and of a default Cassandra node. */
    public static final String DEV_DATACENTER = "datacenter1";

    /** A new keyspace replicated as the development cluster can serve it, which the checker accepts. */
    public static Edit keyspace(Project project) {
        String name =
                free("new_keyspace", n -> project.keyspace(Identifier.of(n)).isPresent());
        return keyspaceNamed(Identifier.of(name));
    }

    /**
     * A keyspace of the given name with the replication the user last chose in the inspector, else the default:
     * NetworkTopologyStrategy, datacenter1: 1.
     */
    public static Edit keyspaceNamed(Identifier name) {
        Replication replication =
                ReplicationChoice.forUser().last().orElse(Replication.networkTopology(Map.of(DEV_DATACENTER, 1)));
        return new KeyspaceEdit.Add(Keyspace.of(name.internal(), replication));
    }

    /** A table with one partition-key column, so that it is valid CQL from the start. */
    public static Edit table(Project project, Keyspace keyspace) {
        String name = free(
                "new_table",
                n -> keyspace.table(Identifier.of(n)).isPresent()
                        || keyspace.view(Identifier.of(n)).isPresent());
        ElementId id = freeId(
                project,
                ElementId.forTable(keyspace.name(), Identifier.of(name)).value());
        Table table = Table.of(id, name, List.of(Column.partitionKey("id", CqlType.of(NativeType.UUID), 0)));
        return new TableEdit.Add(keyspace.name(), table);
    }

    public static Edit column(TableRef ref) {
        String name = free("column", n -> ref.table().column(Identifier.of(n)).isPresent());
        return new ColumnEdit.Add(ref.table().id(), Column.regular(name, TEXT));
    }

    public static Edit type(Keyspace keyspace) {
        String name = free("new_type", n -> keyspace.type(Identifier.of(n)).isPresent());
        return new TypeEdit.Add(
                keyspace.name(), new UserType(Identifier.of(name), List.of(UserType.Field.of("field", TEXT))));
    }

    public static Edit field(Keyspace keyspace, UserType type) {
        String name = free("field", n -> type.field(Identifier.of(n)).isPresent());
        return new TypeEdit.AddField(keyspace.name(), type.name(), UserType.Field.of(name, TEXT));
    }

    /** A storage-attached index on one column. */
    public static Edit index(TableRef ref, Column column) {
        Keyspace keyspace = ref.keyspace();
        String name = free(
                ref.table().name().internal() + "_" + column.name().internal() + "_idx",
                n -> keyspace.index(Identifier.of(n)).isPresent());
        Index index = Index.sai(
                name,
                ref.table().name().internal(),
                IndexTarget.simple(column.name().internal()));
        return new IndexEdit.Add(keyspace.name(), index);
    }

    /** A view of every column with the base table's primary key, every key column IS NOT NULL. */
    public static Edit view(Project project, TableRef ref) {
        Keyspace keyspace = ref.keyspace();
        Table table = ref.table();
        if (table.partitionKey().isEmpty()) {
            throw new EditRejectedException("table " + ref.qualifiedName()
                    + " has no partition key yet, and a materialized view starts from its primary key");
        }
        String name = free(
                table.name().internal() + "_view",
                n -> keyspace.table(Identifier.of(n)).isPresent()
                        || keyspace.view(Identifier.of(n)).isPresent());
        List<Identifier> partition =
                table.partitionKey().stream().map(Column::name).toList();
        List<MaterializedView.ClusteringKey> clustering = table.clustering().stream()
                .map(c -> new MaterializedView.ClusteringKey(c.name(), c.order()))
                .toList();
        String where = table.primaryKey().stream()
                .map(c -> c.name().asCql() + " IS NOT NULL")
                .collect(Collectors.joining(" AND "));
        ElementId id = freeId(
                project, ElementId.forView(keyspace.name(), Identifier.of(name)).value());
        return new ViewEdit.Add(
                keyspace.name(),
                new MaterializedView(
                        id,
                        Identifier.of(name),
                        table.name(),
                        List.of(),
                        where,
                        partition,
                        clustering,
                        TableOptions.NONE));
    }

    private static String free(String base, Predicate<String> taken) {
        String candidate = base;
        for (int n = 2; taken.test(candidate); n++) {
            candidate = base + (base.contains(" ") ? " " : "_") + n;
        }
        return candidate;
    }

    private static ElementId freeId(Project project, String base) {
        Elements elements = Elements.of(project);
        String value = free(base, v -> elements.contains(ElementId.of(v)));
        return ElementId.of(value);
    }
}
