package dev.keyspace.model.schema;

/** A materialized view together with the keyspace it belongs to. */
public record ViewRef(Keyspace keyspace, MaterializedView view) {
    public String qualifiedName() {
        return Identifier.qualified(keyspace.name(), view.name());
    }
}
