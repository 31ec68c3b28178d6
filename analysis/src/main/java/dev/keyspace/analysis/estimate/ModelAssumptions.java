package dev.keyspace.analysis.estimate;

import static dev.keyspace.analysis.estimate.PopulationGraph.number;

import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.TableHints;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Derives a table's rows per partition (average and worst) and partition count from the conceptual model: the
 * partitions are the distinct values of the partition key (the count of the entity it identifies, times the
 * cardinalities that lead to further key entities), and the rows of a partition are the product of the
 * cardinalities on the path from the partition's entities to each clustering column's entity, each taken given
 * what the key columns before it reached ({@link PopulationGraph#path}), so that each counts once. Every figure
 * comes with the assumptions it rests on, the defaulted ones marked.
 */
final class ModelAssumptions {

    /** Derived figures and, per figure, the assumptions behind it. */
    record Derived(double rows, double worstRows, long partitions, List<String> rowsBasis, String partitionsBasis) {}

    private final PopulationGraph graph;

    ModelAssumptions(PopulationGraph graph) {
        this.graph = graph;
    }

    Derived derive(Table table, Map<Identifier, ElementId> owners, TableHints hints) {
        Set<ElementId> reached = new LinkedHashSet<>();
        List<String> partitionBasis = new ArrayList<>();
        double partitions = 1;
        for (Column column : table.partitionKey()) {
            Optional<ElementId> owner = Optional.ofNullable(owners.get(column.name()));
            if (owner.isEmpty()) {
                Optional<Long> distinct = hints.distinctValues(column.name().internal());
                partitions *= distinct.orElse(1L);
                partitionBasis.add(column.name().asCql() + " holds no attribute of the model: "
                        + distinct.map(d -> d + " distinct values (table hint)").orElse("counted once [default]"));
            } else if (reached.isEmpty()) {
                PopulationGraph.Count count = graph.count(owner.get());
                partitions = count.value();
                partitionBasis.add(count.basis());
                reached.add(owner.get());
            } else {
                Optional<List<PopulationGraph.Hop>> path = graph.path(reached, owner.get());
                if (path.isPresent()) {
                    for (PopulationGraph.Hop hop : path.get()) {
                        partitions *= hop.average();
                        addBasis(partitionBasis, hop);
                        reached.add(hop.to());
                    }
                } else {
                    PopulationGraph.Count count = graph.count(owner.get());
                    partitions *= count.value();
                    partitionBasis.add(count.basis());
                    reached.add(owner.get());
                }
            }
        }
        if (reached.isEmpty() && partitionBasis.stream().allMatch(b -> b.endsWith("[default]"))) {
            partitions = PopulationGraph.DEFAULT_COUNT;
            partitionBasis.add("no key entity: " + PopulationGraph.DEFAULT_COUNT + " partitions [default]");
        }
        double rows = 1;
        double worst = 1;
        List<String> rowsBasis = new ArrayList<>();
        for (Column column : table.clustering()) {
            Optional<ElementId> owner = Optional.ofNullable(owners.get(column.name()));
            Optional<List<PopulationGraph.Hop>> path = owner.flatMap(o -> graph.path(reached, o));
            if (path.isPresent()) {
                for (PopulationGraph.Hop hop : path.get()) {
                    rows *= hop.average();
                    worst *= hop.maximum();
                    addBasis(rowsBasis, hop);
                    reached.add(hop.to());
                }
                continue;
            }
            Optional<Long> distinct = hints.distinctValues(column.name().internal());
            if (distinct.isPresent()) {
                rows *= distinct.get();
                worst *= distinct.get();
                rowsBasis.add(distinct.get() + " distinct " + column.name().asCql() + " per partition (table hint)");
            } else {
                EndCardinality fallback = PopulationGraph.DEFAULT_MANY;
                rows *= fallback.average();
                worst *= fallback.maximum();
                rowsBasis.add(column.name().asCql() + " " + number(fallback.average()) + " (max " + fallback.maximum()
                        + ") per partition [default]");
            }
        }
        return new Derived(rows, worst, Math.round(partitions), rowsBasis, String.join(" x ", partitionBasis));
    }

    /** A hop that multiplies by nothing (into an entity its relationship instance fixes) has no words. */
    private static void addBasis(List<String> basis, PopulationGraph.Hop hop) {
        if (!hop.basis().isEmpty()) {
            basis.add(hop.basis());
        }
    }
}
