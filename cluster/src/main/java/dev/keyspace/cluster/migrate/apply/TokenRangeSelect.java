package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.metadata.schema.ColumnMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.Value;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;

/** {@code SELECT ... FROM t WHERE token(k) > ? [AND token(k) <= ?]}: one token range of a table. */
final class TokenRangeSelect {

    private TokenRangeSelect() {}

    static String cql(TableMetadata table, List<Selection> selection, boolean bounded) {
        List<Identifier> key = table.getPartitionKey().stream()
                .map(ColumnMetadata::getName)
                .map(name -> Identifier.of(name.asInternal()))
                .toList();
        List<Relation> where = new ArrayList<>();
        where.add(new Relation(new Relation.Left.Token(key), Operator.GT, Value.marker()));
        if (bounded) {
            where.add(new Relation(new Relation.Left.Token(key), Operator.LTE, Value.marker()));
        }
        return DmlWriter.cql(Select.from(dev.keyspace.cql.dml.TableName.of(
                        Identifier.of(table.getKeyspace().asInternal()),
                        Identifier.of(table.getName().asInternal())))
                .withSelection(selection)
                .withWhere(where));
    }
}
