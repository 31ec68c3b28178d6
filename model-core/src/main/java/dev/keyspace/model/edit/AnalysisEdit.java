package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * Edits of the project's analysis settings: thresholds, a table's workload hints, suppressed findings, the
 * keyspaces that are not meant for production and the application's workload. They never change the schema Cassandra sees.
 */
public sealed interface AnalysisEdit extends Edit {

    /** Replaces the thresholds the checker and the sizing compare against. */
    record SetThresholds(Thresholds thresholds) implements AnalysisEdit {
        public SetThresholds {
            Required.all("thresholds", thresholds);
        }

        @Override
        public String label() {
            return thresholds.equals(Thresholds.DEFAULTS) ? "Restore the default thresholds" : "Change thresholds";
        }

        @Override
        public Project apply(Project project) {
            return change(project, a -> a.withThresholds(thresholds));
        }
    }

    /** Replaces a table's workload hints; {@link TableHints#NONE} clears them. */
    record SetTableHints(ElementId table, TableHints hints) implements AnalysisEdit {
        public SetTableHints {
            Required.all("table", table, "hints", hints);
        }

        @Override
        public String label() {
            return hints.equals(TableHints.NONE) ? "Clear workload hints" : "Change workload hints";
        }

        @Override
        public Project apply(Project project) {
            if (project.table(table).isEmpty()) {
                throw rejected("cannot give workload hints to %s: there is no such table", table);
            }
            return change(
                    project, a -> hints.equals(TableHints.NONE) ? a.withoutHints(table) : a.withHints(table, hints));
        }
    }

    /**
     * Accepts the findings of one rule on one element, with the reason saved in the project. The checker's rule
     * ids come from the caller ({@code Checker.ruleIds()}), so edits do not depend on the checker.
     */
    record AddSuppression(Suppression suppression, Set<String> knownRules) implements AnalysisEdit {
        public AddSuppression {
            Required.all("suppression", suppression);
            knownRules = Set.copyOf(knownRules);
        }

        @Override
        public String label() {
            return "Suppress " + suppression.ruleId() + " on " + suppression.element();
        }

        @Override
        public Project apply(Project project) {
            String rule = suppression.ruleId();
            String element = suppression.element();
            if (!knownRules.contains(rule)) {
                throw rejected("cannot suppress %s: there is no such rule", rule);
            }
            if (!AnalysisCascade.isAnalysedElement(project, element)) {
                throw rejected(
                        "cannot suppress %s on %s: there is no keyspace, table, view or query of that name",
                        rule, element);
            }
            if (project.analysis().suppression(rule, element).isPresent()) {
                throw rejected("%s is already suppressed on %s", rule, element);
            }
            return change(project, a -> a.withSuppression(suppression));
        }
    }

    /** Shows the findings of one rule on one element again. */
    record RemoveSuppression(String ruleId, String element) implements AnalysisEdit {
        public RemoveSuppression {
            Required.all("ruleId", ruleId, "element", element);
        }

        @Override
        public String label() {
            return "Stop suppressing " + ruleId + " on " + element;
        }

        @Override
        public Project apply(Project project) {
            Suppression existing = project.analysis()
                    .suppression(ruleId, element)
                    .orElseThrow(() -> rejected("%s is not suppressed on %s", ruleId, element));
            List<Suppression> kept = new ArrayList<>(project.analysis().suppressions());
            kept.remove(existing);
            return change(project, a -> a.withSuppressions(kept));
        }
    }

    /**
     * Replaces the application's workload: its mixes with the rate of each query and write. Every query, entity,
     * relationship and attribute it names must exist.
     */
    record SetWorkload(Workload workload) implements AnalysisEdit {
        public SetWorkload {
            Required.all("workload", workload);
        }

        @Override
        public String label() {
            return workload.isEmpty() ? "Clear the workload" : "Change the workload";
        }

        @Override
        public Project apply(Project project) {
            for (Mix mix : workload.mixes()) {
                for (ElementId query : mix.queries().keySet()) {
                    if (project.queries().stream().noneMatch(q -> q.id().equals(query))) {
                        throw rejected("mix %s gives a rate to %s: there is no such query", mix.name(), query);
                    }
                }
                for (WriteKey write : mix.writes().keySet()) {
                    AttributeOwner owner = AttributeOwner.find(project, write.owner());
                    write.attribute().ifPresent(owner::attribute);
                }
            }
            return change(project, a -> a.withWorkload(workload));
        }
    }

    /** Replaces the set of keyspaces (internal names) the replication rule skips. */
    record SetNonProductionKeyspaces(Set<String> keyspaces) implements AnalysisEdit {
        public SetNonProductionKeyspaces {
            keyspaces = Collections.unmodifiableSet(new TreeSet<>(keyspaces));
        }

        @Override
        public String label() {
            return keyspaces.isEmpty()
                    ? "Treat every keyspace as production"
                    : "Treat " + String.join(", ", keyspaces) + " as not for production";
        }

        @Override
        public Project apply(Project project) {
            for (String keyspace : keyspaces) {
                if (project.keyspace(keyspace).isEmpty()) {
                    throw rejected("there is no keyspace named %s", keyspace);
                }
            }
            return change(project, a -> a.withNonProductionKeyspaces(keyspaces));
        }
    }

    private static Project change(Project project, UnaryOperator<AnalysisSettings> change) {
        return project.withAnalysis(change.apply(project.analysis()));
    }
}
