package dev.keyspace.cluster.plan;

import dev.keyspace.cluster.plan.PlanBuilder.Phase;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import java.util.List;
import java.util.Map;

/** Indexes and materialized views, which depend on a table, against their live versions. */
final class DependentsDiff {

    private final CqlWriter writer = new CqlWriter();
    private final CqlChangeWriter changes = new CqlChangeWriter();

    void indexes(Keyspace wanted, Keyspace live, PlanBuilder plan) {
        for (Index index : wanted.indexes()) {
            String element = CqlNames.qualified(wanted, index.name());
            PlannedStatement create = PlannedStatement.create(writer.createIndex(wanted, index), element);
            live.index(index.name())
                    .ifPresentOrElse(
                            current -> {
                                if (!Equivalence.sameIndex(index, current, wanted.table(index.table()))) {
                                    // an index is redefined by dropping and building it again; no data is lost
                                    plan.addGroup(
                                            Phase.REDEFINE_INDEX,
                                            List.of(
                                                    PlannedStatement.drop(
                                                            changes.dropIndex(wanted, index.name()), element),
                                                    create));
                                }
                            },
                            () -> plan.add(Phase.INDEX, create));
        }
        for (Index index : live.indexes()) {
            boolean tableStays = wanted.table(index.table()).isPresent();
            if (wanted.index(index.name()).isEmpty() && tableStays) {
                String element = CqlNames.qualified(live, index.name());
                plan.add(Phase.DROP_INDEX, PlannedStatement.drop(changes.dropIndex(live, index.name()), element));
            }
        }
    }

    void views(Keyspace wanted, Keyspace live, PlanBuilder plan) {
        for (MaterializedView view : wanted.views()) {
            String element = CqlNames.qualified(wanted, view.name());
            live.view(view.name())
                    .ifPresentOrElse(
                            current -> compareView(wanted, view, current, element, plan),
                            () -> plan.add(
                                    Phase.VIEW, PlannedStatement.create(writer.createView(wanted, view), element)));
        }
        for (MaterializedView view : live.views()) {
            if (wanted.view(view.name()).isEmpty()) {
                String element = CqlNames.qualified(live, view.name());
                plan.add(Phase.DROP_VIEW, PlannedStatement.drop(changes.dropView(live, view.name()), element));
            }
        }
    }

    private void compareView(
            Keyspace keyspace, MaterializedView view, MaterializedView current, String element, PlanBuilder plan) {
        if (!Equivalence.sameViewDefinition(view, current)) {
            plan.manual(new ManualChange(
                    element,
                    "the view's definition (base table, columns, WHERE clause or primary key) changes;"
                            + " Cassandra cannot alter a view's definition",
                    List.of(
                            "drop the view: " + changes.dropView(keyspace, view.name()),
                            "deploy again: the view is created with its new definition and rebuilt from "
                                    + view.baseTable().asCql()
                                    + " (reads of the view fail until the build finishes)")));
            return;
        }
        Map<String, OptionValue> options = Equivalence.changedOptions(view.options(), current.options());
        if (!options.isEmpty()) {
            plan.add(
                    Phase.VIEW,
                    PlannedStatement.alter(changes.alterViewOptions(keyspace, view.name(), options), element));
        }
    }
}
