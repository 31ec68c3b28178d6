package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.schema.IndexTarget;
import java.util.Optional;

/** Builds CREATE INDEX records. */
final class IndexStatements {

    private IndexStatements() {}

    static Statement create(CqlParser.CreateIndexContext ctx) {
        return new Statement.CreateIndex(
                Optional.ofNullable(ctx.indexName()).map(Names::of),
                Names.of(ctx.qualifiedName()),
                ctx.ifNotExists() != null,
                ctx.K_CUSTOM() != null,
                ctx.indexTarget().stream().map(IndexStatements::target).toList(),
                Optional.ofNullable(ctx.using).map(u -> Names.unquote(u.getText())),
                ctx.indexProperties() == null
                        ? java.util.Map.of()
                        : OptionBuilder.properties(ctx.indexProperties().property()));
    }

    private static IndexTarget target(CqlParser.IndexTargetContext ctx) {
        if (ctx instanceof CqlParser.CollectionTargetContext collection) {
            IndexTarget.Kind kind =
                    switch (collection.kind.getType()) {
                        case CqlParser.K_KEYS -> IndexTarget.Kind.KEYS;
                        case CqlParser.K_VALUES -> IndexTarget.Kind.VALUES;
                        case CqlParser.K_ENTRIES -> IndexTarget.Kind.ENTRIES;
                        default -> IndexTarget.Kind.FULL;
                    };
            return new IndexTarget(Names.of(collection.identifier()), kind);
        }
        return new IndexTarget(Names.of(((CqlParser.SimpleTargetContext) ctx).identifier()), IndexTarget.Kind.SIMPLE);
    }
}
