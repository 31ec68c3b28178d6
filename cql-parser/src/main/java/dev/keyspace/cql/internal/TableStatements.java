package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.TableOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.tree.ParseTree;

/** Builds CREATE TABLE and ALTER TABLE records. */
final class TableStatements {

    private TableStatements() {}

    static Statement create(CqlParser.CreateTableContext ctx) {
        if (ctx.like != null) {
            return createLike(ctx, ctx.like);
        }
        List<Statement.ColumnDefinition> columns = new ArrayList<>();
        List<List<Identifier>> primaryKey = null;
        for (int i = 0; i < ctx.getChildCount(); i++) { // in order: the first problem met is the one reported
            ParseTree child = ctx.getChild(i);
            if (child instanceof CqlParser.ColumnDefinitionContext column) {
                Statement.ColumnDefinition definition = column(column);
                refuseRedeclared(ctx, columns, definition);
                columns.add(definition);
            } else if (child instanceof CqlParser.PrimaryKeyDefinitionContext key) {
                if (primaryKey != null) {
                    QualifiedName name = Names.of(ctx.qualifiedName());
                    throw new InvalidStatementException(String.format(
                            CassandraStatementMessages.MULTIPLE_PRIMARY_KEYS,
                            name.keyspace().map(k -> k.internal() + ".").orElse("")
                                    + name.name().internal()));
                }
                primaryKey = primaryKey(key);
            }
        }
        return new Statement.CreateTable(
                Names.of(ctx.qualifiedName()),
                ctx.ifNotExists() != null,
                columns,
                Optional.ofNullable(primaryKey),
                OptionBuilder.tableProperties(ctx.options));
    }

    /** CreateTableStatement.Raw.addColumn, as the parser meets the column: before it reads the options. */
    private static void refuseRedeclared(
            CqlParser.CreateTableContext ctx,
            List<Statement.ColumnDefinition> columns,
            Statement.ColumnDefinition column) {
        boolean declared = false;
        for (Statement.ColumnDefinition earlier : columns) { // a loop: it runs for every column of every table
            declared |= earlier.name().equals(column.name());
        }
        if (declared) {
            QualifiedName name = Names.of(ctx.qualifiedName());
            String written = name.keyspace().map(k -> k.internal() + ".").orElse("")
                    + name.name().internal();
            throw new InvalidStatementException(String.format(
                    CassandraMessages.DUPLICATE_COLUMN, column.name().internal(), written));
        }
    }

    /** The partition key columns, then one single-element list per clustering column. */
    static List<List<Identifier>> primaryKey(CqlParser.PrimaryKeyDefinitionContext ctx) {
        List<List<Identifier>> key = new ArrayList<>();
        key.add(Names.kept(ctx.partitionKey().identifier()));
        for (CqlParser.IdentifierContext clustering : ctx.identifier()) {
            key.add(List.of(Names.kept(clustering)));
        }
        return key;
    }

    private static Statement.ColumnDefinition column(CqlParser.ColumnDefinitionContext ctx) {
        Identifier name = Names.kept(ctx.name);
        return new Statement.ColumnDefinition(
                name,
                TypeBuilder.of(ctx.type),
                ctx.isStatic != null,
                mask(ctx.mask),
                ConstraintBuilder.of(ctx.checks, name, ctx.notNull != null),
                ctx.primary != null);
    }

    private static Statement.ColumnDefinition column(CqlParser.AddedColumnContext ctx) {
        return new Statement.ColumnDefinition(
                Names.of(ctx.name),
                TypeBuilder.of(ctx.cqlType()),
                ctx.K_STATIC() != null,
                mask(ctx.columnMask()),
                ConstraintBuilder.of(ctx.columnConstraints(), Names.of(ctx.name)),
                false);
    }

    static Optional<ColumnMask> mask(CqlParser.ColumnMaskContext ctx) {
        if (ctx == null) {
            return Optional.empty();
        }
        if (ctx.K_DEFAULT() != null) {
            return Optional.of(ColumnMask.of("mask_default"));
        }
        QualifiedName function = Names.of(ctx.functionName());
        List<String> arguments = ctx.term().stream().map(TokenText::of).toList();
        return Optional.of(new ColumnMask(function.keyspace(), function.name(), arguments));
    }

    /** CREATE TABLE ... LIKE: INDEXES and COMMENTS are words, every other option a table property. */
    private static Statement createLike(CqlParser.CreateTableContext ctx, CqlParser.TableLikeContext like) {
        boolean indexes = like.options.stream().anyMatch(o -> o.indexes != null);
        boolean comments = like.options.stream().anyMatch(o -> o.comments != null);
        List<CqlParser.PropertyContext> properties = like.options.stream()
                .filter(o -> o.plain != null)
                .map(o -> o.plain)
                .toList();
        return new Statement.CreateTableLike(
                Names.of(ctx.qualifiedName()),
                ctx.ifNotExists() != null,
                Names.of(like.source),
                indexes,
                comments,
                new TableOptions(OptionBuilder.properties(properties)));
    }

    static Statement alter(CqlParser.AlterTableContext ctx) {
        return new Statement.AlterTable(
                Names.of(ctx.qualifiedName()), ctx.ifExists() != null, action(ctx.alterTableInstruction()));
    }

    private static Statement.AlterTableAction action(CqlParser.AlterTableInstructionContext ctx) {
        if (ctx instanceof CqlParser.AddColumnsContext add) {
            return new Statement.AlterTableAction.AddColumns(
                    add.ifNotExists() != null,
                    add.addedColumn().stream().map(TableStatements::column).toList());
        }
        if (ctx instanceof CqlParser.DropColumnsContext drop) {
            return new Statement.AlterTableAction.DropColumns(drop.ifExists() != null, Names.of(drop.identifier()));
        }
        if (ctx instanceof CqlParser.RenameColumnsContext rename) {
            return new Statement.AlterTableAction.RenameColumns(
                    rename.ifExists() != null, renames(rename.renamePair()));
        }
        if (ctx instanceof CqlParser.AlterTableOptionsContext with) {
            return new Statement.AlterTableAction.SetOptions(OptionBuilder.tableProperties(with.tableOption()));
        }
        if (ctx instanceof CqlParser.MaskColumnContext mask) {
            return new Statement.AlterTableAction.Mask(
                    mask.ifExists() != null, Names.of(mask.identifier()), mask(mask.columnMask()));
        }
        if (ctx instanceof CqlParser.UnmaskColumnContext unmask) {
            return new Statement.AlterTableAction.Mask(
                    unmask.ifExists() != null, Names.of(unmask.identifier()), Optional.empty());
        }
        if (ctx instanceof CqlParser.ConstrainColumnContext constrain) {
            return new Statement.AlterTableAction.Constrain(
                    constrain.ifExists() != null,
                    Names.of(constrain.identifier()),
                    ConstraintBuilder.of(constrain.columnConstraints(), Names.of(constrain.identifier())));
        }
        if (ctx instanceof CqlParser.UnconstrainColumnContext unconstrain) {
            return new Statement.AlterTableAction.Constrain(
                    unconstrain.ifExists() != null, Names.of(unconstrain.identifier()), List.of());
        }
        return new Statement.AlterTableAction.DropCompactStorage();
    }

    static List<Statement.Rename> renames(List<CqlParser.RenamePairContext> pairs) {
        return pairs.stream()
                .map(p -> new Statement.Rename(Names.of(p.from), Names.of(p.to)))
                .toList();
    }
}
