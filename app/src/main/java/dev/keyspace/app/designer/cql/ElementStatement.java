package dev.keyspace.app.designer.cql;

import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.cql.StatementPlaces.Place;
import dev.keyspace.cql.StatementSubject.Kind;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The statement of the CQL text that declares an element, the way back from {@link CaretElement}: a column or a field
 * is in its table's or type's statement; entities, queries and the workflow have none.
 */
public final class ElementStatement {

    private ElementStatement() {}

    /**
     * What a place must be about to declare the element; empty for an element no statement declares. Looked up in the
     * project's keyspaces directly: a selection changes often, and listing every element of 2,000 tables does not pay.
     */
    public static Optional<Predicate<Place>> of(Project project, ElementId id) {
        ElementId box = ElementKeys.owner(id).orElse(id);
        for (Keyspace keyspace : project.keyspaces()) {
            Optional<Identifier> in = Optional.of(keyspace.name());
            if (ElementKeys.keyspace(keyspace).equals(box)) {
                return Optional.of(about(Kind.KEYSPACE, Optional.empty(), keyspace.name()));
            }
            Optional<Table> table = keyspace.table(box);
            if (table.isPresent()) {
                return Optional.of(about(Kind.TABLE, in, table.get().name()));
            }
            Optional<MaterializedView> view = keyspace.view(box);
            if (view.isPresent()) {
                return Optional.of(about(Kind.VIEW, in, view.get().name()));
            }
            for (UserType type : keyspace.types()) {
                if (ElementKeys.type(keyspace, type).equals(box)) {
                    return Optional.of(about(Kind.TYPE, in, type.name()));
                }
            }
            for (Index index : keyspace.indexes()) {
                if (ElementKeys.index(keyspace, index).equals(box)) {
                    return Optional.of(about(Kind.INDEX, in, index.name()));
                }
            }
        }
        return Optional.empty();
    }

    /** A CREATE statement of this kind and name; the first such place is the one that declares it. */
    private static Predicate<Place> about(Kind kind, Optional<Identifier> keyspace, Identifier name) {
        return place -> place.kind() == kind
                && place.name().equals(name)
                && place.keyspace().equals(keyspace);
    }
}
