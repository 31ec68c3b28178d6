package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.cql.grammar.CqlParserBaseVisitor;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;

/**
 * Builds {@link CqlType}s from type trees and refuses, with Cassandra's wording, the nestings Cassandra
 * refuses (a non-frozen collection or UDT inside a collection, {@code frozen} on a native type). Inside
 * {@code frozen<...>} Cassandra freezes every nested collection and UDT ({@code frozen<list<u>>} is
 * {@code frozen<list<frozen<u>>>}), so there they are frozen, not refused.
 */
final class TypeBuilder extends CqlParserBaseVisitor<CqlType> {

    static final TypeBuilder INSTANCE = new TypeBuilder(false);

    /** The builder inside {@code frozen<...>}: nested collections and UDTs are frozen. */
    private static final TypeBuilder INSIDE_FROZEN = new TypeBuilder(true);

    private final boolean insideFrozen;

    private TypeBuilder(boolean insideFrozen) {
        this.insideFrozen = insideFrozen;
    }

    static CqlType of(CqlParser.CqlTypeContext ctx) {
        return of(ctx, INSTANCE);
    }

    private static CqlType of(CqlParser.CqlTypeContext ctx, TypeBuilder builder) {
        CqlType type = ctx.accept(builder);
        if (type.nesting() > CqlType.MAX_NESTING) {
            throw new InvalidStatementException(CqlType.TOO_DEEP);
        }
        return type;
    }

    @Override
    public CqlType visitNativeCqlType(CqlParser.NativeCqlTypeContext ctx) {
        return nativeType(ctx.kind);
    }

    private static CqlType.Native nativeType(Token keyword) {
        int token = keyword.getType();
        CqlType.Native type = token < NATIVE_BY_TOKEN.length ? NATIVE_BY_TOKEN[token] : null;
        if (type == null) {
            throw new InvalidStatementException(
                    String.format(DesignerStatementMessages.UNKNOWN_TYPE_KEYWORD, keyword.getText()));
        }
        return type;
    }

    /** The native type each type keyword names, by token type: read once per column of every table. */
    private static final CqlType.Native[] NATIVE_BY_TOKEN = nativeTypesByToken();

    private static CqlType.Native[] nativeTypesByToken() {
        Vocabulary vocabulary = CqlParser.VOCABULARY;
        CqlType.Native[] types = new CqlType.Native[vocabulary.getMaxTokenType() + 1];
        for (int token = 1; token < types.length; token++) {
            String literal = vocabulary.getLiteralName(token);
            if (literal != null) {
                String word = literal.substring(1, literal.length() - 1);
                types[token] = NativeType.fromCql(word).map(CqlType::of).orElse(null);
            }
        }
        return types;
    }

    @Override
    public CqlType visitListCqlType(CqlParser.ListCqlTypeContext ctx) {
        return new CqlType.ListType(element(ctx.cqlType(), ctx), false);
    }

    @Override
    public CqlType visitSetCqlType(CqlParser.SetCqlTypeContext ctx) {
        return new CqlType.SetType(element(ctx.cqlType(), ctx), false);
    }

    @Override
    public CqlType visitMapCqlType(CqlParser.MapCqlTypeContext ctx) {
        return new CqlType.MapType(element(ctx.cqlType(0), ctx), element(ctx.cqlType(1), ctx), false);
    }

    @Override
    public CqlType visitFrozenCqlType(CqlParser.FrozenCqlTypeContext ctx) {
        CqlType inner = of(ctx.cqlType(), INSIDE_FROZEN);
        if (inner instanceof CqlType.Native || inner instanceof CqlType.CustomType) {
            throw new InvalidStatementException(String.format(CassandraStatementMessages.FROZEN_NATIVE, ctx.getText()));
        }
        return inner.frozen();
    }

    @Override
    public CqlType visitTupleCqlType(CqlParser.TupleCqlTypeContext ctx) {
        return new CqlType.TupleType(ctx.cqlType().stream().map(TypeBuilder::of).toList());
    }

    @Override
    public CqlType visitVectorCqlType(CqlParser.VectorCqlTypeContext ctx) {
        int dimension;
        try {
            dimension = Integer.parseInt(ctx.INTEGER().getText());
        } catch (NumberFormatException e) {
            throw new InvalidStatementException(String.format(
                    CassandraStatementMessages.VECTOR_DIMENSION_TEXT,
                    ctx.INTEGER().getText()));
        }
        // a dimension of 0 or less is refused by the schema checks, after IF NOT EXISTS has had its say
        return new CqlType.VectorType(of(ctx.cqlType()), dimension);
    }

    @Override
    public CqlType visitCustomCqlType(CqlParser.CustomCqlTypeContext ctx) {
        return new CqlType.CustomType(Names.unquote(ctx.STRING_LITERAL().getText()));
    }

    @Override
    public CqlType visitUserCqlType(CqlParser.UserCqlTypeContext ctx) {
        QualifiedName name = Names.of(ctx.qualifiedName());
        return new CqlType.UserTypeRef(name.keyspace(), name.name(), false);
    }

    private CqlType element(CqlParser.CqlTypeContext element, CqlParser.CqlTypeContext collection) {
        CqlType type = of(element, this);
        if (insideFrozen) {
            return type.frozen();
        }
        if (type.isCollection() && type.isMultiCell()) {
            throw new InvalidStatementException(
                    String.format(CassandraMessages.NESTED_NON_FROZEN_COLLECTION, collection.getText()));
        }
        if (type instanceof CqlType.UserTypeRef && type.isMultiCell()) {
            throw new InvalidStatementException(
                    String.format(CassandraMessages.NESTED_NON_FROZEN_UDT, collection.getText()));
        }
        return type;
    }
}
