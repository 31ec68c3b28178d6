package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.IndexedRule;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.analysis.writes.Holder;
import dev.keyspace.model.analysis.writes.TableOrigins;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table keyed by an attribute its entity can change (a non-key attribute in the primary key): no UPDATE keeps
 * its copies consistent, since a change moves the row to another key. Views are left out: Cassandra moves their
 * rows itself.
 */
public final class ChangingKeyRule extends NamedRule implements IndexedRule {

    public ChangingKeyRule() {
        super("changing-key", Severity.WARNING);
    }

    @Override
    public List<Finding> check(CheckContext context) {
        List<Finding> findings = new ArrayList<>();
        List<HolderKeys> holders = PerTable.results("table-holder", context, ref -> holderKeys(context, ref));
        Map<AttributeRef, Integer> copies = new HashMap<>();
        for (HolderKeys holder : holders) {
            holder.held().forEach(a -> copies.merge(a, 1, Integer::sum));
        }
        for (HolderKeys holder : holders) {
            for (KeyOrigin key : holder.changing()) {
                // a holder holds each attribute in one column at most, so a count above one means another has it
                if (key.watched().stream().anyMatch(a -> copies.get(a) > 1)) {
                    findings.add(finding(key.holder(), key.column(), key.entity(), key.origin()));
                }
            }
        }
        return findings;
    }

    /**
     * What one table contributes, worked out once per table: the attributes it holds, and its primary-key columns
     * that hold changing attributes, each with the finding it gives when another table holds a copy.
     */
    private record HolderKeys(List<AttributeRef> held, List<KeyOrigin> changing) {}

    /**
     * A primary-key column holding a non-key attribute of its entity, which gives a finding when another table holds
     * one of the entity's non-key attributes this table holds ({@code watched}). The finding's text is written only
     * then: most such columns (a clustering column holding a timestamp) give none.
     */
    private record KeyOrigin(
            Holder holder, Column column, Entity entity, AttributeRef origin, List<AttributeRef> watched) {}

    private HolderKeys holderKeys(CheckContext context, TableRef ref) {
        Map<ElementId, List<Query>> served =
                context.shared("queries-by-serving-table", c -> c.project().queriesByServingTable());
        Holder holder =
                origins(context).of(ref, served.getOrDefault(ref.table().id(), List.of()), context::patternColumns);
        List<KeyOrigin> changing = new ArrayList<>();
        for (Column column : holder.table().primaryKey()) {
            Optional<AttributeRef> origin = holder.origin(column);
            Optional<Entity> entity = origin.flatMap(o -> context.entity(o.owner()));
            if (entity.isPresent() && isNonKey(entity.get(), origin.get())) {
                List<AttributeRef> watched = holder.origins().values().stream()
                        .filter(a -> isNonKey(entity.get(), a))
                        .toList();
                changing.add(new KeyOrigin(holder, column, entity.get(), origin.get(), watched));
            }
        }
        return new HolderKeys(List.copyOf(holder.origins().values()), List.copyOf(changing));
    }

    private static boolean isNonKey(Entity entity, AttributeRef ref) {
        return ref.owner().equals(entity.id())
                && entity.attribute(ref.attribute()).map(a -> !a.key()).orElse(false);
    }

    private static TableOrigins origins(CheckContext context) {
        ConceptualModel conceptual = context.project().conceptual();
        return context.memo()
                .remember(
                        "table-origins",
                        () -> new TableOrigins(conceptual, context.columnMatcher()),
                        conceptual,
                        context.columnMatcher());
    }

    private Finding finding(Holder holder, Column column, Entity entity, AttributeRef origin) {
        String attribute = entity.name() + "." + origin.attribute();
        String key = entity.keyAttributes().stream()
                .map(Attribute::name)
                .map(n -> entity.name() + "." + n)
                .reduce((a, b) -> a + ", " + b)
                .orElse("its key");
        return finding(
                holder.qualifiedName(),
                holder.qualifiedName() + " is keyed by " + attribute + " (column "
                        + column.name().asCql()
                        + "), which " + article(entity.name()) + " can change: an UPDATE cannot keep the row's copies"
                        + " consistent, each change must move the row to its new key",
                "key " + holder.qualifiedName() + " by " + key + " (what identifies " + article(entity.name())
                        + ") and find rows by " + attribute + " through a table or index of their own, or make "
                        + attribute + " a key attribute if it never changes; otherwise write each change as"
                        + " the delete of the old row and the insert of the new one in one logged batch"
                        + " (ksd write-paths lists them)");
    }

    private static String article(String name) {
        return ("AEIOU".indexOf(Character.toUpperCase(name.charAt(0))) >= 0 ? "an " : "a ") + name;
    }
}
