package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The entity a table's rows represent (the one whose attributes the query returns most) must have every key
 * attribute in the primary key (mapping rule MR5); otherwise two rows share a key and one silently
 * overwrites the other.
 */
public final class NonUniqueKeyRule extends PerQueryRule {

    public NonUniqueKeyRule() {
        super("non-unique-key", Severity.WARNING);
    }

    @Override
    Optional<Finding> judge(
            CheckContext context, int position, Query query, Optional<AccessPatternQueries.Serving> serving) {
        if (query.plan().isPresent()) {
            // each read of a plan keeps the rows of what it returns: judged read by read
            return context.plan(query).stream()
                    .flatMap(plan -> plan.reads().stream())
                    .map(read -> check(context, read.read(), read.serving()))
                    .flatMap(Optional::stream)
                    .findFirst();
        }
        return serving.flatMap(s -> check(context, query, s));
    }

    private Optional<Finding> check(CheckContext context, Query query, AccessPatternQueries.Serving serving) {
        Optional<Entity> entity = rowEntity(context, query);
        if (entity.isEmpty()) {
            return Optional.empty();
        }
        String table =
                Identifier.qualified(serving.keyspace().name(), serving.table().name());
        List<String> missing = new ArrayList<>();
        for (Attribute key : entity.get().keyAttributes()) {
            // the query validator's match (link, then conventions), as the SELECT derivation reads the query
            Optional<Column> column = context.match(
                            new AttributeRef(entity.get().id(), key.name()), serving.table())
                    .conventional();
            if (column.isEmpty() || !column.get().isPrimaryKey()) {
                missing.add(column.map(c -> c.name().asCql()).orElse(key.name()));
            }
        }
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(finding(
                table,
                table + " (serving " + query.label() + ") stores "
                        + entity.get().name()
                        + " rows without its key " + String.join(", ", missing)
                        + " in the primary key: rows with equal keys silently overwrite each other",
                "add " + String.join(", ", missing) + " to the primary key of " + table + " as clustering column(s)"));
    }

    /** The owner of most returned attributes, the first of them on a tie. */
    private static Optional<Entity> rowEntity(CheckContext context, Query query) {
        // a query returns the attributes of one owner or a few: counted in a list, not a hashed map per query
        List<ElementId> owners = new ArrayList<>(2);
        List<int[]> counts = new ArrayList<>(2);
        for (AttributeRef returned : query.pattern().returned()) {
            int at = owners.indexOf(returned.owner());
            if (at < 0) {
                owners.add(returned.owner());
                counts.add(new int[] {1});
            } else {
                counts.get(at)[0]++;
            }
        }
        int best = -1;
        for (int i = 0; i < owners.size(); i++) {
            if (best < 0 || counts.get(i)[0] > counts.get(best)[0]) {
                best = i;
            }
        }
        return best < 0 ? Optional.empty() : context.entity(owners.get(best));
    }
}
