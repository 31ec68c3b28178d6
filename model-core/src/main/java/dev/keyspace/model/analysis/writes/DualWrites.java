package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The write paths of an application while a data migration runs: each statement on a table being migrated is
 * also sent to its partner (the temporary table of a rebuild, the old name of a renamed table, the table in its
 * old keyspace), in one logged batch with the rest, so that no row written during the copy is lost. A statement
 * the partner cannot take (its key needs columns the statement does not bind, or it lacks a column) is not sent
 * there; the path's notes say so, and why.
 */
public final class DualWrites {

    /**
     * A table the application must also write during the migration, its definition, and the columns it holds under
     * new names (old name to new).
     */
    public record Partner(Identifier keyspace, Table table, Map<Identifier, Identifier> renamed) {
        public Partner {
            renamed = Map.copyOf(renamed);
        }

        public Partner(Identifier keyspace, Table table) {
            this(keyspace, table, Map.of());
        }

        public String qualifiedName() {
            return Identifier.qualified(keyspace, table.name());
        }
    }

    private DualWrites() {}

    /** The plan with the partners' statements added; {@code partners} by the migrated table's qualified name. */
    public static WritePlan during(WritePlan plan, Map<String, List<Partner>> partners) {
        List<WritePath> paths = new ArrayList<>();
        for (WritePath path : plan.writes()) {
            paths.add(during(path, partners));
        }
        return new WritePlan(plan.holders(), plan.copies(), paths);
    }

    static WritePath during(WritePath path, Map<String, List<Partner>> partners) {
        List<WriteStep> steps = new ArrayList<>();
        List<String> notes = new ArrayList<>(path.notes());
        List<String> also = new ArrayList<>();
        for (WriteStep step : path.steps()) {
            steps.add(step);
            for (Partner partner : partners.getOrDefault(step.table(), List.of())) {
                WriteStatement statement = step.statement().renaming(partner.renamed());
                Optional<String> unfit = unfit(statement, partner.table());
                if (unfit.isEmpty()) {
                    steps.add(new WriteStep(
                            partner.qualifiedName(),
                            statement.on(partner.keyspace(), partner.table().name()),
                            step.values(),
                            step.notes()));
                    also.add(partner.qualifiedName());
                } else {
                    notes.add("while " + step.table() + " is migrated, this write cannot also go to "
                            + partner.qualifiedName() + " (" + unfit.get() + "): stop this write until the migration"
                            + " script has run, or write that table yourself");
                }
            }
        }
        if (also.isEmpty()) {
            return new WritePath(
                    path.owner(),
                    path.ownerName(),
                    path.operation(),
                    path.attribute(),
                    steps,
                    path.logged(),
                    path.why(),
                    notes);
        }
        String why = path.why() + "; while the migration runs, also to "
                + String.join(", ", also.stream().distinct().toList())
                + ", in one logged batch, so that the copy misses no write";
        return new WritePath(
                path.owner(), path.ownerName(), path.operation(), path.attribute(), steps, true, why, notes);
    }

    /** Why the partner cannot take the statement, if it cannot. */
    public static Optional<String> unfit(WriteStatement statement, Table partner) {
        Set<Identifier> columns = new HashSet<>();
        partner.columns().forEach(c -> columns.add(c.name()));
        List<Identifier> written = new ArrayList<>(statement.bound());
        if (statement instanceof WriteStatement.Delete delete) {
            written.addAll(delete.columns());
        }
        for (Identifier column : written) {
            if (!columns.contains(column)) {
                return Optional.of("it has no column " + column.asCql());
            }
        }
        List<Identifier> primaryKey =
                partner.primaryKey().stream().map(Column::name).toList();
        List<Identifier> partitionKey =
                partner.partitionKey().stream().map(Column::name).toList();
        if (statement instanceof WriteStatement.Insert insert) {
            return missing(primaryKey, insert.columns());
        }
        List<Identifier> where = statement instanceof WriteStatement.Update update
                ? update.where()
                : ((WriteStatement.Delete) statement).where();
        for (Identifier column : where) {
            if (!primaryKey.contains(column)) {
                return Optional.of("its key has no column " + column.asCql());
            }
        }
        boolean wholeRows = statement instanceof WriteStatement.Delete delete
                && delete.columns().isEmpty();
        if (!wholeRows) {
            return missing(primaryKey, where);
        }
        Optional<String> noPartition = missing(partitionKey, where);
        if (noPartition.isPresent()) {
            return noPartition;
        }
        // a delete of rows may name a first part of the clustering columns (every row under it goes)
        int named = where.size() - partitionKey.size();
        return missing(primaryKey.subList(0, partitionKey.size() + named), where);
    }

    private static Optional<String> missing(List<Identifier> needed, List<Identifier> given) {
        List<String> missing = needed.stream()
                .filter(c -> !given.contains(c))
                .map(Identifier::asCql)
                .toList();
        return missing.isEmpty()
                ? Optional.empty()
                : Optional.of("its key needs " + missing + ", which this write does not know");
    }
}
