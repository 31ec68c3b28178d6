package dev.keyspace.app.designer.cql;

import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.cql.StatementPlaces.Place;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.Optional;

/**
 * The element of the project a caret in the CQL text is on: the column or field its name is on, else the table,
 * view, type, index or keyspace its statement is about. None for a statement about nothing the project holds
 * (a function, or text not yet applied that names a new table).
 */
public final class CaretElement {

    private CaretElement() {}

    public static Optional<ElementId> of(Project project, Place place, Optional<Identifier> name) {
        if (place.kind() == dev.keyspace.cql.StatementSubject.Kind.KEYSPACE) {
            return project.keyspace(place.name()).map(ElementKeys::keyspace);
        }
        Optional<Keyspace> found = place.keyspace().flatMap(project::keyspace);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Keyspace keyspace = found.get();
        return switch (place.kind()) {
            case TABLE -> keyspace.table(place.name())
                    .map(table -> columnOrTable(table, name))
                    .or(() -> keyspace.view(place.name()).map(view -> view.id()));
            case VIEW -> keyspace.view(place.name()).map(view -> view.id());
            case TYPE -> keyspace.type(place.name()).map(type -> fieldOrType(keyspace, type, name));
            case INDEX -> keyspace.index(place.name()).map(index -> ElementKeys.index(keyspace, index));
            default -> Optional.empty();
        };
    }

    private static ElementId columnOrTable(Table table, Optional<Identifier> name) {
        return name.flatMap(table::column)
                .map(column -> ElementKeys.part(table.id(), column.name().internal()))
                .orElse(table.id());
    }

    private static ElementId fieldOrType(Keyspace keyspace, UserType type, Optional<Identifier> name) {
        ElementId typeId = ElementKeys.type(keyspace, type);
        return name.flatMap(type::field)
                .map(field -> ElementKeys.part(typeId, field.name().internal()))
                .orElse(typeId);
    }
}
