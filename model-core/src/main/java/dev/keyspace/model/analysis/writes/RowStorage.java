package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;

/**
 * Which tables an owner's write touches. A table stores an owner when it holds one of the owner's non-key
 * attributes, or when its whole primary key is the owner's (an entity's key, or the keys of every entity a
 * relationship joins). A table stored by another owner refers to an entity when it holds the entity's key outside
 * its primary key; creating the entity sets that reference when the entity is on the many side of a relationship
 * whose other side is the row's owner (a guest's latest reservation), and not otherwise (a reservation's room is
 * set with the reservation).
 */
final class RowStorage {

    private final ConceptualModel conceptual;
    private final List<Owner> owners;

    RowStorage(ConceptualModel conceptual, List<Owner> owners) {
        this.conceptual = conceptual;
        this.owners = owners;
    }

    boolean stores(Owner owner, Holder holder) {
        if (holder.view() || holder.table().isCounterTable()) {
            return false;
        }
        boolean nonKey = holder.origins().values().stream().anyMatch(owner::isNonKey);
        return nonKey || keyedBy(owner, holder);
    }

    private boolean keyedBy(Owner owner, Holder holder) {
        List<Column> key = holder.table().primaryKey();
        if (key.isEmpty() || key.stream().anyMatch(c -> holder.origin(c).isEmpty())) {
            return false;
        }
        List<ElementId> keyOwners = key.stream()
                .map(c -> holder.origin(c).orElseThrow().owner())
                .distinct()
                .toList();
        if (!owner.isRelationship()) {
            return key.stream().allMatch(c -> owner.isKey(holder.origin(c).orElseThrow()));
        }
        return owner.participants().size() > 1
                && owner.participants().stream().allMatch(keyOwners::contains)
                && keyOwners.stream()
                        .allMatch(o ->
                                o.equals(owner.id()) || owner.participants().contains(o));
    }

    /**
     * Whether the rows of {@code holder} are {@code owner}'s own: it stores them, and no other owner storing them
     * is on the many side of a relationship whose one side is {@code owner} (reservations by guest are
     * reservations, with copies of the guest's name).
     */
    boolean rowsOf(Owner owner, Holder holder) {
        return stores(owner, holder)
                && owners.stream()
                        .filter(o -> !o.id().equals(owner.id()) && stores(o, holder))
                        .noneMatch(o -> manyToOne(o.id(), owner.id()));
    }

    /** The owner whose row {@code holder} stores, when exactly one does. */
    Optional<Owner> rowOwner(Holder holder) {
        List<Owner> storing = owners.stream().filter(o -> rowsOf(o, holder)).toList();
        return storing.size() == 1 ? Optional.of(storing.get(0)) : Optional.empty();
    }

    /** The columns outside the primary key of {@code holder} that creating {@code owner} sets. */
    List<Column> referencesSetBy(Owner owner, Holder holder) {
        if (owner.isRelationship() || stores(owner, holder)) {
            return List.of();
        }
        Optional<Owner> rowOwner = rowOwner(holder);
        if (rowOwner.isEmpty() || !manyToOne(owner.id(), rowOwner.get().id())) {
            return List.of();
        }
        return holder.table().columns().stream()
                .filter(c -> !holder.inPrimaryKey(c))
                .filter(c -> holder.origin(c).map(owner::isKey).orElse(false))
                .toList();
    }

    private boolean manyToOne(ElementId many, ElementId one) {
        for (Relationship r : conceptual.relationships()) {
            boolean manySide = r.participants().stream()
                    .anyMatch(p -> p.entity().equals(many) && p.cardinality().isMany());
            boolean oneSide = r.participants().stream()
                    .anyMatch(p -> p.entity().equals(one) && !p.cardinality().isMany());
            if (manySide && oneSide) {
                return true;
            }
        }
        return false;
    }

    /** Whether the primary key of {@code holder} names {@code owner} (or, for a relationship, what it joins). */
    boolean keyNames(Owner owner, Holder holder) {
        return holder.table().primaryKey().stream()
                .map(holder::origin)
                .flatMap(Optional::stream)
                .map(AttributeRef::owner)
                .anyMatch(o -> o.equals(owner.id()) || owner.participants().contains(o));
    }
}
