package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CompactContext;
import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.antlr.v4.runtime.tree.TerminalNode;

/** Identifiers from parse trees, with Cassandra's folding: unquoted names to lower case, quoted kept exactly. */
public final class Names {

    private Names() {}

    public static Identifier of(CqlParser.IdentifierContext ctx) {
        return Identifier.fromCql(text(ctx));
    }

    /**
     * {@link #of}, for a name a project keeps and a schema repeats from table to table (a column's, an option's), or
     * one a statement compares with such a name (a key or order mention of a column): the same instance as the last
     * time this thread read it ({@link RecentNames}), so those comparisons end at {@code ==}. Other names are not
     * looked up: unique ones (tables) never repeat, and the lookup costs more than it would keep.
     */
    static Identifier kept(CqlParser.IdentifierContext ctx) {
        return ctx.soleToken() instanceof ScannedToken token
                ? RecentNames.fromCql(token)
                : RecentNames.fromCql(text(ctx));
    }

    /**
     * The rule's text, as {@code getText()} gives it; a rule of one token (names, native types, constants) takes
     * the token's text without the StringBuilder {@code getText()} fills for every rule.
     */
    static String text(CompactContext ctx) {
        TerminalNode token = ctx.soleToken();
        return token != null ? token.getText() : ctx.getText();
    }

    static List<Identifier> of(List<CqlParser.IdentifierContext> contexts) {
        return each(contexts, Names::of);
    }

    /** {@link #kept} of each name: every primary key's columns come through here. */
    static List<Identifier> kept(List<CqlParser.IdentifierContext> contexts) {
        return each(contexts, Names::kept);
    }

    /** A loop, not a stream. */
    private static List<Identifier> each(
            List<CqlParser.IdentifierContext> contexts, Function<CqlParser.IdentifierContext, Identifier> read) {
        Identifier[] names = new Identifier[contexts.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = read.apply(contexts.get(i));
        }
        return List.of(names);
    }

    static QualifiedName of(CqlParser.QualifiedNameContext ctx) {
        return new QualifiedName(Optional.ofNullable(ctx.keyspace).map(Names::of), of(ctx.name));
    }

    static QualifiedName of(CqlParser.FunctionNameContext ctx) {
        return new QualifiedName(Optional.ofNullable(ctx.keyspace).map(Names::of), of(ctx.name));
    }

    static QualifiedName of(CqlParser.IndexNameContext ctx) {
        return new QualifiedName(Optional.ofNullable(ctx.keyspace).map(Names::of), of(ctx.name));
    }

    /** The text of a string literal: quotes removed, {@code ''} unescaped; {@code $$..$$} bodies as they are. */
    static String unquote(String literal) {
        if (literal.startsWith("$$")) {
            return literal.substring(2, literal.length() - 2);
        }
        return literal.substring(1, literal.length() - 1).replace("''", "'");
    }
}
