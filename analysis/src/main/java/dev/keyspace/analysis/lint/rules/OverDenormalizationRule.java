package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * One write fanning out to too many tables: the tables (not views) that store an entity's non-key
 * attributes, found through the queries they serve, all change when that entity changes.
 */
public final class OverDenormalizationRule extends NamedRule implements IndexedRule {

    public OverDenormalizationRule() {
        super("over-denormalization", Severity.WARNING);
    }

    /** The table a query's rows are written to, and the entities whose changes must be written there too. */
    private record Writes(String table, List<ElementId> entities) {}

    /** The table (not view) serving {@code query}: a view's rows Cassandra writes itself. */
    private static Optional<TableRef> servingTable(CheckContext context, Query query) {
        return query.servedBy().flatMap(context::table);
    }

    /** The entities whose non-key attributes {@code query} returns, once per attribute, in the query's order. */
    private static List<ElementId> entitiesWithChangingAttributes(CheckContext context, Query query) {
        List<ElementId> entities = new ArrayList<>();
        for (AttributeRef returned : query.pattern().returned()) {
            boolean nonKey = context.entity(returned.owner())
                    .flatMap(e -> e.attribute(returned.attribute()))
                    .map(a -> !a.key())
                    .orElse(false);
            if (nonKey) {
                entities.add(returned.owner());
            }
        }
        return List.copyOf(entities);
    }

    /** Where {@code query}'s rows are written: its serving table, or each table its plan reads with what it reads. */
    private static List<Writes> writes(CheckContext context, Query query) {
        List<Writes> writes = new ArrayList<>();
        if (query.plan().isEmpty()) {
            servingTable(context, query)
                    .map(ref -> new Writes(ref.qualifiedName(), entitiesWithChangingAttributes(context, query)))
                    .ifPresent(writes::add);
        } else {
            context.plan(query).stream().flatMap(plan -> plan.reads().stream()).forEach(read -> servingTable(
                            context, read.read())
                    .map(ref -> new Writes(ref.qualifiedName(), entitiesWithChangingAttributes(context, read.read())))
                    .ifPresent(writes::add));
        }
        writes.removeIf(w -> w.entities().isEmpty());
        return List.copyOf(writes);
    }

    @Override
    public List<Finding> check(CheckContext context) {
        Map<ElementId, Set<String>> tablesByEntity = new LinkedHashMap<>();
        List<List<Writes>> writes = PerQuery.results(id(), context, (query, serving) -> writes(context, query));
        for (List<Writes> write : writes) {
            write.forEach(w -> w.entities().forEach(entity -> tablesByEntity
                    .computeIfAbsent(entity, k -> new TreeSet<>())
                    .add(w.table())));
        }
        int limit = context.settings().thresholds().maxWriteFanOut();
        List<Finding> findings = new ArrayList<>();
        tablesByEntity.forEach((entityId, tables) -> {
            if (tables.size() > limit) {
                String entity = context.entity(entityId).map(Entity::name).orElse(entityId.value());
                findings.add(finding(
                        entity,
                        "a change to a " + entity + " must be written to " + tables.size() + " tables ("
                                + String.join(", ", tables) + "), more than " + limit,
                        "keep the changing attributes of " + entity + " in fewer tables (store its id and read the"
                                + " details from one table), or merge tables that serve similar queries"));
            }
        });
        return findings;
    }
}
