package dev.keyspace.analysis.mapping;

import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the mapping rules make of one query: the table, why each column is where it is, the column each
 * attribute became, the entity whose attributes the query mostly returns, and the entity whose key makes the
 * rows unique (empty when no returned entity has a key).
 */
record MappedTable(
        Table table,
        List<String> rationale,
        Map<AttributeRef, Identifier> columns,
        ElementId returnedEntity,
        Optional<ElementId> uniqueEntity) {

    MappedTable {
        Objects.requireNonNull(table, "table");
        rationale = List.copyOf(rationale);
        columns = Collections.unmodifiableMap(new LinkedHashMap<>(columns));
        Objects.requireNonNull(returnedEntity, "returnedEntity");
        Objects.requireNonNull(uniqueEntity, "uniqueEntity");
    }
}
