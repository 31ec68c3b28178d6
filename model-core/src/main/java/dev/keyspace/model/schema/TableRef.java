package dev.keyspace.model.schema;

/** A table together with the keyspace it belongs to. */
public record TableRef(Keyspace keyspace, Table table) {
    public String qualifiedName() {
        return keyspace.name().asCql() + "." + table.name().asCql();
    }
}
