package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.schema.UserType;

/** Builds CREATE TYPE and ALTER TYPE records. */
final class TypeStatements {

    private TypeStatements() {}

    static Statement create(CqlParser.CreateTypeContext ctx) {
        return new Statement.CreateType(
                Names.of(ctx.qualifiedName()),
                ctx.ifNotExists() != null,
                ctx.typeField().stream().map(TypeStatements::field).toList());
    }

    static Statement alter(CqlParser.AlterTypeContext ctx) {
        QualifiedName name = Names.of(ctx.qualifiedName());
        boolean ifExists = ctx.ifExists() != null;
        if (ctx.alterTypeInstruction() instanceof CqlParser.AddFieldContext add) {
            return new Statement.AlterTypeAddField(name, ifExists, add.ifNotExists() != null, field(add.typeField()));
        }
        CqlParser.RenameFieldsContext rename = (CqlParser.RenameFieldsContext) ctx.alterTypeInstruction();
        return new Statement.AlterTypeRename(
                name, ifExists, rename.ifExists() != null, TableStatements.renames(rename.renamePair()));
    }

    private static UserType.Field field(CqlParser.TypeFieldContext ctx) {
        return new UserType.Field(Names.of(ctx.name), TypeBuilder.of(ctx.cqlType()));
    }
}
