package dev.keyspace.model.schema;

/** A table together with the keyspace it belongs to. */
public record TableRef(Keyspace keyspace, Table table) {
    public String qualifiedName() {
        return Identifier.qualified(keyspace.name(), table.name());
    }

    /** {@code keyspace.table.column}, as CQL spells it. */
    public String qualifiedName(Column column) {
        return Identifier.qualified(keyspace.name(), table.name(), column.name());
    }
}
