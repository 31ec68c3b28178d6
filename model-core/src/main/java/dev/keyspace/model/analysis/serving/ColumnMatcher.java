package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the column of an existing table that holds an attribute: the name {@link ColumnNaming} would give it
 * with its owner's prefix, else the conventions the query validator uses (owner name or initials as prefix,
 * then the bare name).
 */
public final class ColumnMatcher {

    private final OwnerNames owners;
    private final Map<AttributeRef, Names> names;

    public ColumnMatcher(ConceptualModel conceptual) {
        this(OwnerNames.scanning(conceptual), 0);
    }

    private ColumnMatcher(OwnerNames owners, int expectedAttributes) {
        this.owners = owners;
        // sized for the model up front: a check asks for every attribute's names, and growing would rehash often
        this.names = new ConcurrentHashMap<>(Math.max(16, expectedAttributes));
    }

    /**
     * A matcher over owner names the caller has already indexed ({@link OwnerNames#indexed}), for many lookups. A
     * matcher keeps the names it works out for each attribute, so one shared across a model's lookups works each
     * out once.
     */
    public static ColumnMatcher with(OwnerNames owners) {
        return new ColumnMatcher(owners, 0);
    }

    /** {@link #with(OwnerNames)}, sized for a model of about {@code expectedAttributes} attributes. */
    public static ColumnMatcher with(OwnerNames owners, int expectedAttributes) {
        return new ColumnMatcher(owners, expectedAttributes);
    }

    /** The owner names this matcher looks names up in. */
    public OwnerNames owners() {
        return owners;
    }

    /** {@code Hotel.id}, or the owner's id when the conceptual model no longer has it. */
    public String describe(AttributeRef ref) {
        return ownerName(ref).orElse(ref.owner().value()) + "." + ref.attribute();
    }

    private Optional<String> ownerName(AttributeRef ref) {
        return owners.nameOf(ref.owner());
    }

    public Optional<Column> column(AttributeRef ref, Table table) {
        return column(ref, namesOf(ref), table);
    }

    /**
     * The names of {@link #names}, worked out once per attribute and kept. Looked up before computing: a present
     * key is found without the lock {@link ConcurrentHashMap#computeIfAbsent} may take.
     */
    public Names namesOf(AttributeRef ref) {
        Names kept = names.get(ref);
        return kept != null ? kept : names.computeIfAbsent(ref, this::names);
    }

    /** {@link #column(AttributeRef, Table)} with the attribute's names worked out before ({@link #names}). */
    public Optional<Column> column(AttributeRef ref, Names names, Table table) {
        Optional<Column> linked = linked(ref, table);
        if (linked.isPresent()) {
            return linked;
        }
        if (names.generatedName().isPresent()) {
            Optional<Column> column = table.column(names.generatedName().get());
            if (column.isPresent()) {
                return column;
            }
        }
        return conventional(names.foldedConventions(), table);
    }

    /**
     * {@code query}'s attributes matched against {@code table} once, both as {@link #column} and as the query
     * validator ({@link AccessPatternQueries#matchColumn}) match them.
     */
    public PatternColumns patternColumns(Query query, Table table) {
        return PatternColumns.match(query, table, ref -> match(ref, table));
    }

    /**
     * One attribute's column by {@link #column} and by {@link AccessPatternQueries#matchColumn} (the same recorded
     * link and conventions, without the generated name), with one walk of the conventions.
     */
    public PatternColumns.Match match(AttributeRef ref, Table table) {
        Names names = namesOf(ref);
        Optional<Column> linked = linked(ref, table);
        if (linked.isPresent()) {
            return new PatternColumns.Match(linked, linked);
        }
        Optional<Column> conventional = conventional(names.foldedConventions(), table);
        Optional<Column> generated = names.generatedName().flatMap(table::column);
        return generated.isPresent() || conventional.isPresent()
                ? new PatternColumns.Match(generated.isPresent() ? generated : conventional, conventional)
                : PatternColumns.Match.NONE;
    }

    /** The column a rename recorded as holding the attribute in the table, when the table still has it. */
    private Optional<Column> linked(AttributeRef ref, Table table) {
        return owners.linkedColumn(table.id(), ref.owner(), ref.attribute()).flatMap(table::column);
    }

    private static Optional<Column> conventional(List<String> foldedConventions, Table table) {
        for (String folded : foldedConventions) {
            Optional<Column> column = table.columnFolded(folded);
            if (column.isPresent()) {
                return column;
            }
        }
        return Optional.empty();
    }

    /**
     * The column names an attribute is looked for under, besides a recorded link: the name {@link ColumnNaming}
     * gives it (its owner's prefix, then its name; compared exactly), then the query validator's conventions
     * (compared ignoring case).
     */
    public record Names(
            Optional<String> generated,
            List<String> conventions,
            Optional<Identifier> generatedName,
            List<String> foldedConventions) {

        public Names {
            conventions = List.copyOf(conventions);
            foldedConventions = List.copyOf(foldedConventions);
        }

        /** The names, with the generated one as an identifier and the conventions folded, for many lookups. */
        public Names(Optional<String> generated, List<String> conventions) {
            this(generated, conventions, generated.map(Identifier::of), OwnerNames.folded(conventions));
        }

        public List<String> all() {
            List<String> all = new ArrayList<>();
            generated.ifPresent(all::add);
            all.addAll(conventions);
            return all;
        }
    }

    public Names names(AttributeRef ref) {
        Optional<String> generated = ownerName(ref).map(owner -> {
            String attribute = ColumnNames.snakeCase(ref.attribute());
            String prefix = ColumnNames.ownerPrefix(owner) + "_";
            return attribute.startsWith(prefix) ? attribute : prefix + attribute;
        });
        // worked out here, not taken from the owner names' own store of them: the matcher keeps them (one home)
        return new Names(generated, AccessPatternQueries.conventionNames(owners, ref));
    }
}
