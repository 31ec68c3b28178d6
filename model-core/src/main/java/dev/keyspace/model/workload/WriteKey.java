package dev.keyspace.model.workload;

import dev.keyspace.model.schema.ElementId;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One kind of write the application makes: an entity or relationship ({@code owner}) created, one of its attributes
 * changed, or removed. An update names its attribute; an insert or a delete names none.
 */
public record WriteKey(ElementId owner, WriteOperation operation, Optional<String> attribute)
        implements Comparable<WriteKey> {

    public WriteKey {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(attribute, "attribute");
        if (attribute.isPresent() != (operation == WriteOperation.UPDATE)) {
            throw new IllegalArgumentException("an update names the attribute it changes; an insert or delete none");
        }
    }

    public static WriteKey insert(ElementId owner) {
        return new WriteKey(owner, WriteOperation.INSERT, Optional.empty());
    }

    public static WriteKey update(ElementId owner, String attribute) {
        return new WriteKey(owner, WriteOperation.UPDATE, Optional.of(attribute));
    }

    public static WriteKey delete(ElementId owner) {
        return new WriteKey(owner, WriteOperation.DELETE, Optional.empty());
    }

    /** {@code update entity:hotel.name}: the write by the ids it names, for a message about one the model lacks. */
    public String describe() {
        return operation.name().toLowerCase(Locale.ROOT) + " " + owner.value()
                + attribute.map(a -> "." + a).orElse("");
    }

    @Override
    public int compareTo(WriteKey other) {
        int byOwner = owner.compareTo(other.owner);
        if (byOwner != 0) {
            return byOwner;
        }
        int byOperation = operation.compareTo(other.operation);
        return byOperation != 0 ? byOperation : attribute.orElse("").compareTo(other.attribute.orElse(""));
    }
}
