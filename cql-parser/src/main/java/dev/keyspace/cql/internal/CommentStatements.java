package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;

/**
 * Builds COMMENT ON records (Cassandra 6.0). The model holds a table's comment (its {@code comment} option, which
 * COMMENT ON TABLE sets in 6.0), a column's, a keyspace's, a type's and a field's.
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
            return new Statement.CommentOn(owner(parts), Optional.of(parts.get(parts.size() - 1)), text);
        }
        if (ctx.keyspace != null) {
            return new Statement.CommentOnKeyspace(Names.of(ctx.keyspace), text);
        }
        if (ctx.type != null) {
            return new Statement.CommentOnType(Names.of(ctx.type), Optional.empty(), text);
        }
        List<Identifier> parts = Names.of(ctx.field.parts);
        return new Statement.CommentOnType(owner(parts), Optional.of(parts.get(parts.size() - 1)), text);
    }

    /** The table or type of {@code [keyspace.]owner.member}. */
    private static QualifiedName owner(List<Identifier> parts) {
        return parts.size() == 3
                ? new QualifiedName(Optional.of(parts.get(0)), parts.get(1))
                : new QualifiedName(Optional.empty(), parts.get(0));
    }
}
