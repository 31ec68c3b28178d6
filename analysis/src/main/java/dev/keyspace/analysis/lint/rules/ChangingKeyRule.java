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
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table keyed by an attribute that can change (a non-key attribute of an entity or relationship in the primary
 * key): the write path updating that attribute ({@code ksd write-paths}) cannot UPDATE the row, it must delete it
 * under the old value and insert it under the new one. Raised wherever that write path moves a row, whether or not
 * other tables hold copies: a playlist's {@code updated_at} ordering the playlists of a user moves the row on every
 * change even in the only table holding it. Views are left out (Cassandra moves their rows itself), and so are
 * counter tables (no write path writes them with the other tables).
 */
public final class ChangingKeyRule extends NamedRule implements IndexedRule {

    public ChangingKeyRule() {
        super("changing-key", Severity.WARNING);
    }

    @Override
    public List<Finding> check(CheckContext context) {
        return PerTable.findings(this, context, ref -> judge(context, ref));
    }

    private List<Finding> judge(CheckContext context, TableRef ref) {
        if (ref.table().isCounterTable()) {
            return List.of();
        }
        Map<ElementId, List<Query>> served =
                context.shared("queries-by-serving-table", c -> c.project().queriesByServingTable());
        Holder holder =
                origins(context).of(ref, served.getOrDefault(ref.table().id(), List.of()), context::patternColumns);
        List<Finding> findings = new ArrayList<>();
        for (Column column : holder.table().primaryKey()) {
            Optional<AttributeRef> origin = holder.origin(column);
            if (origin.isEmpty()) {
                continue;
            }
            Optional<Entity> entity = context.entity(origin.get().owner());
            if (entity.isPresent()) {
                if (isNonKey(entity.get().attributes(), origin.get())) {
                    findings.add(
                            finding(holder, column, origin.get(), entity.get().name(), keyOf(entity.get())));
                }
                continue;
            }
            Optional<Relationship> relationship =
                    context.project().conceptual().relationship(origin.get().owner());
            if (relationship.isPresent() && isNonKey(relationship.get().attributes(), origin.get())) {
                findings.add(finding(
                        holder, column, origin.get(), relationship.get().name(), keyOf(relationship.get(), context)));
            }
        }
        return findings;
    }

    private static boolean isNonKey(List<Attribute> attributes, AttributeRef ref) {
        return attributes.stream()
                .filter(a -> a.name().equals(ref.attribute()))
                .findFirst()
                .map(a -> !a.key())
                .orElse(false);
    }

    /** {@code Playlist.playlist_id}: what identifies an entity. */
    private static String keyOf(Entity entity) {
        return entity.keyAttributes().stream()
                .map(Attribute::name)
                .map(n -> entity.name() + "." + n)
                .reduce((a, b) -> a + ", " + b)
                .orElse("its key");
    }

    /** {@code User.user_id, Track.track_id}: a relationship is identified by its entities' keys. */
    private static String keyOf(Relationship relationship, CheckContext context) {
        return relationship.participants().stream()
                .map(p -> context.entity(p.entity()))
                .flatMap(Optional::stream)
                .map(ChangingKeyRule::keyOf)
                .distinct()
                .reduce((a, b) -> a + ", " + b)
                .orElse("its key");
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

    private Finding finding(Holder holder, Column column, AttributeRef origin, String owner, String key) {
        String attribute = owner + "." + origin.attribute();
        return finding(
                holder.qualifiedName(),
                holder.qualifiedName() + " is keyed by " + attribute + " (column "
                        + column.name().asCql()
                        + "), which can change (it is not a key attribute of " + owner + "): no UPDATE changes a"
                        + " primary-key column, so each change must move the row to its new key",
                "key " + holder.qualifiedName() + " by " + key + " (what identifies " + article(owner)
                        + ") and find rows by " + attribute + " through a table or index of their own, or make "
                        + attribute + " a key attribute if it never changes; otherwise write each change as"
                        + " the delete of the old row and the insert of the new one in one logged batch"
                        + " (ksd write-paths lists them)");
    }

    private static String article(String name) {
        return ("AEIOU".indexOf(Character.toUpperCase(name.charAt(0))) >= 0 ? "an " : "a ") + name;
    }
}
