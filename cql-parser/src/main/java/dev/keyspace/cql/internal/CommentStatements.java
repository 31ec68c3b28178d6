package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;

/**
 * Builds COMMENT ON records (Cassandra 6.0). The model holds a table's comment (its {@code comment} option, which
 * COMMENT ON TABLE sets in 6.0), a column's and a keyspace's; comments on types and fields are kept verbatim.
 */
final class CommentStatements {

    private CommentStatements() {}

    static Statement comment(CqlParser.CommentOnContext ctx) {
        Optional<String> text = ctx.text != null
                ? Optional.of(Names.unquote(ctx.text.getText()))
                : Optional.ofNullable(ctx.dollarText).map(t -> Names.unquote(t.getText()));
        if (ctx.table != null) {
            return new Statement.CommentOn(Names.of(ctx.table), Optional.empty(), text);
        }
        if (ctx.column != null) {
            List<Identifier> parts = Names.of(ctx.column.parts);
            QualifiedName table = parts.size() == 3
                    ? new QualifiedName(Optional.of(parts.get(0)), parts.get(1))
                    : new QualifiedName(Optional.empty(), parts.get(0));
            return new Statement.CommentOn(table, Optional.of(parts.get(parts.size() - 1)), text);
        }
        if (ctx.keyspace != null) {
            return new Statement.CommentOnKeyspace(Names.of(ctx.keyspace), text);
        }
        return new Statement.Unmodelled(ctx.type != null ? "COMMENT ON TYPE" : "COMMENT ON FIELD");
    }
}
