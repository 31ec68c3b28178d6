package dev.keyspace.analysis.mapping;

import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.sizing.TableSizing;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One way to serve a query, for the designer to preview and accept: a new table, a materialized view of an
 * existing table, or an index on one. {@code table} is what the query reads: the new table, the view's
 * columns as a table, or the indexed base table. Each proposal carries why it is built so and its sizing
 * from the project's current assumptions (with the missing ones named).
 */
public record TableProposal(
        String title,
        Kind kind,
        Identifier keyspace,
        Table table,
        Optional<MaterializedView> view,
        Optional<Index> index,
        List<String> rationale,
        TableSizing sizing) {

    public enum Kind {
        TABLE,
        MATERIALIZED_VIEW,
        INDEX
    }

    public TableProposal {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(keyspace, "keyspace");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(view, "view");
        Objects.requireNonNull(index, "index");
        rationale = List.copyOf(rationale);
        Objects.requireNonNull(sizing, "sizing");
        if (view.isPresent() != (kind == Kind.MATERIALIZED_VIEW) || index.isPresent() != (kind == Kind.INDEX)) {
            throw new IllegalArgumentException("a view proposal carries a view and an index proposal an index");
        }
    }

    /**
     * The CREATE statement of what the proposal proposes, by the one CQL printer, in the project's keyspace of that
     * name (or a new one, if the project lacks it).
     */
    public String createStatement(Project project) {
        Keyspace in = project.keyspace(keyspace).orElse(Keyspace.of(keyspace.internal(), Replication.simple(3)));
        CqlWriter writer = new CqlWriter();
        return switch (kind) {
            case TABLE -> writer.createTable(in, table);
            case MATERIALIZED_VIEW -> writer.createView(in, view.orElseThrow());
            case INDEX -> writer.createIndex(in, index.orElseThrow());
        };
    }

    /** The id the query's link takes when the proposal is accepted: the table, the view, or the indexed table. */
    public ElementId servingId() {
        return view.map(MaterializedView::id).orElse(table.id());
    }

    /** The proposal with the new table or view renamed (and its id following the name); an index keeps its table. */
    public TableProposal withName(Identifier name) {
        return switch (kind) {
            case TABLE -> new TableProposal(
                    title,
                    kind,
                    keyspace,
                    new Table(ElementId.forTable(keyspace, name), name, table.columns(), table.options(), false),
                    view,
                    index,
                    rationale,
                    sizing);
            case MATERIALIZED_VIEW -> {
                MaterializedView renamed = view.orElseThrow();
                MaterializedView withName = new MaterializedView(
                        ElementId.forView(keyspace, name),
                        name,
                        renamed.baseTable(),
                        renamed.selected(),
                        renamed.where(),
                        renamed.partitionKey(),
                        renamed.clustering(),
                        renamed.options());
                yield new TableProposal(
                        title,
                        kind,
                        keyspace,
                        new Table(withName.id(), name, table.columns(), table.options(), false),
                        Optional.of(withName),
                        index,
                        rationale,
                        sizing);
            }
            case INDEX -> new TableProposal(
                    title, kind, keyspace, table, view, index.map(i -> i.withName(name)), rationale, sizing);
        };
    }
}
