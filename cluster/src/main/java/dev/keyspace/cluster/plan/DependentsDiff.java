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
        OldNewDiff.compare(
                wanted.indexes(),
                live.indexes(),
                Index::name,
                added -> plan.add(Phase.INDEX, create(wanted, added)),
                (index, current) -> {
                    if (!Equivalence.sameIndex(index, current, wanted.table(index.table()))) {
                        // an index is redefined by dropping and building it again; no data is lost
                        plan.addGroup(
                                Phase.REDEFINE_INDEX,
                                List.of(
                                        PlannedStatement.drop(
                                                changes.dropIndex(wanted, index.name()),
                                                CqlNames.qualified(wanted, index.name())),
                                        create(wanted, index)));
                    }
                },
                removed -> {
                    // an index of a dropped table goes with its table
                    if (wanted.table(removed.table()).isPresent()) {
                        plan.add(
                                Phase.DROP_INDEX,
                                PlannedStatement.drop(
                                        changes.dropIndex(live, removed.name()),
                                        CqlNames.qualified(live, removed.name())));
                    }
                });
    }

    private PlannedStatement create(Keyspace wanted, Index index) {
        return PlannedStatement.create(writer.createIndex(wanted, index), CqlNames.qualified(wanted, index.name()));
    }

    void views(Keyspace wanted, Keyspace live, PlanBuilder plan) {
        OldNewDiff.compare(
                wanted.views(),
                live.views(),
                MaterializedView::name,
                added -> plan.add(
                        Phase.VIEW,
                        PlannedStatement.create(
                                writer.createView(wanted, added), CqlNames.qualified(wanted, added.name()))),
                (view, current) -> compareView(wanted, view, current, CqlNames.qualified(wanted, view.name()), plan),
                removed -> plan.add(
                        Phase.DROP_VIEW,
                        PlannedStatement.drop(
                                changes.dropView(live, removed.name()), CqlNames.qualified(live, removed.name()))));
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
                    PlannedStatement.alter(
                            changes.alterViewOptions(keyspace, view.name(), options),
                            element,
                            OptionDetails.of(options, current.options())));
        }
    }
}
