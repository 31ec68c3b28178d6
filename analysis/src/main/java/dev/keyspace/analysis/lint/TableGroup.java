package dev.keyspace.analysis.lint;

import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import java.util.List;

/**
 * A keyspace's tables as {@link CheckContext#allTables()} lists them, with what each table's results depend on
 * beyond the keyspace ({@code inputs}: the table and its own sizing assumptions), for {@link CheckMemo#rememberGroup}.
 */
public record TableGroup(Keyspace keyspace, List<TableRef> tables, List<Object[]> inputs) {

    public TableGroup {
        tables = List.copyOf(tables);
        inputs = List.copyOf(inputs);
    }
}
