package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.cql.grammar.CqlParserBaseVisitor;
import java.util.Locale;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.RuleNode;

/**
 * Turns a parsed statement into a {@link Statement} record: schema statements get their own record
 * (tables, types, indexes and views are built by their own builders), every other statement is {@link
 * Statement.Unmodelled} with its kind.
 */
public final class StatementBuilder extends CqlParserBaseVisitor<Statement> {

    private static final StatementBuilder INSTANCE = new StatementBuilder();

    public static Statement build(CqlParser.StatementContext ctx) {
        ParserRuleContext form = (ParserRuleContext) ctx.getChild(0);
        try {
            Statement statement = form.accept(INSTANCE);
            return statement != null ? statement : new Statement.Unmodelled(kindOf(form));
        } catch (InvalidStatementException e) {
            return new Statement.Invalid(e.getMessage());
        }
    }

    /** {@code createFunction} is CREATE FUNCTION, {@code selectStatement} is SELECT. */
    public static String kindOf(ParserRuleContext form) {
        String rule = CqlParser.ruleNames[form.getRuleIndex()].replace("Statement", "");
        return rule.replaceAll("([a-z])([A-Z])", "$1 $2").toUpperCase(Locale.ROOT);
    }

    @Override
    public Statement visitChildren(RuleNode node) {
        return null;
    }

    @Override
    public Statement visitCreateKeyspace(CqlParser.CreateKeyspaceContext ctx) {
        return new Statement.CreateKeyspace(
                Names.of(ctx.name),
                ctx.ifNotExists() != null,
                OptionBuilder.properties(ctx.properties().property()));
    }

    @Override
    public Statement visitAlterKeyspace(CqlParser.AlterKeyspaceContext ctx) {
        return new Statement.AlterKeyspace(
                Names.of(ctx.name),
                ctx.ifExists() != null,
                OptionBuilder.properties(ctx.properties().property()));
    }

    @Override
    public Statement visitDropKeyspace(CqlParser.DropKeyspaceContext ctx) {
        return new Statement.DropKeyspace(Names.of(ctx.name), ctx.ifExists() != null);
    }

    @Override
    public Statement visitUseStatement(CqlParser.UseStatementContext ctx) {
        return new Statement.Use(Names.of(ctx.name));
    }

    @Override
    public Statement visitCreateTable(CqlParser.CreateTableContext ctx) {
        return TableStatements.create(ctx);
    }

    @Override
    public Statement visitCommentOn(CqlParser.CommentOnContext ctx) {
        return CommentStatements.comment(ctx);
    }

    @Override
    public Statement visitAlterTable(CqlParser.AlterTableContext ctx) {
        return TableStatements.alter(ctx);
    }

    @Override
    public Statement visitDropTable(CqlParser.DropTableContext ctx) {
        return new Statement.DropTable(Names.of(ctx.qualifiedName()), ctx.ifExists() != null);
    }

    @Override
    public Statement visitCreateType(CqlParser.CreateTypeContext ctx) {
        return TypeStatements.create(ctx);
    }

    @Override
    public Statement visitAlterType(CqlParser.AlterTypeContext ctx) {
        return TypeStatements.alter(ctx);
    }

    @Override
    public Statement visitDropType(CqlParser.DropTypeContext ctx) {
        return new Statement.DropType(Names.of(ctx.qualifiedName()), ctx.ifExists() != null);
    }

    @Override
    public Statement visitCreateIndex(CqlParser.CreateIndexContext ctx) {
        return IndexStatements.create(ctx);
    }

    @Override
    public Statement visitDropIndex(CqlParser.DropIndexContext ctx) {
        return new Statement.DropIndex(Names.of(ctx.indexName()), ctx.ifExists() != null);
    }

    @Override
    public Statement visitCreateView(CqlParser.CreateViewContext ctx) {
        return ViewStatements.create(ctx);
    }

    @Override
    public Statement visitAlterView(CqlParser.AlterViewContext ctx) {
        return new Statement.AlterView(
                Names.of(ctx.qualifiedName()),
                ctx.ifExists() != null,
                OptionBuilder.tableProperties(ctx.tableOption()));
    }

    @Override
    public Statement visitDropView(CqlParser.DropViewContext ctx) {
        return new Statement.DropView(Names.of(ctx.qualifiedName()), ctx.ifExists() != null);
    }

    @Override
    public Statement visitCreateFunction(CqlParser.CreateFunctionContext ctx) {
        return FunctionStatements.createFunction(ctx);
    }

    @Override
    public Statement visitDropFunction(CqlParser.DropFunctionContext ctx) {
        return new Statement.DropFunction(
                Names.of(ctx.functionName()),
                ctx.ifExists() != null,
                FunctionStatements.signature(ctx.LPAREN(), ctx.cqlType()));
    }

    @Override
    public Statement visitCreateAggregate(CqlParser.CreateAggregateContext ctx) {
        return FunctionStatements.createAggregate(ctx);
    }

    @Override
    public Statement visitDropAggregate(CqlParser.DropAggregateContext ctx) {
        return new Statement.DropAggregate(
                Names.of(ctx.functionName()),
                ctx.ifExists() != null,
                FunctionStatements.signature(ctx.LPAREN(), ctx.cqlType()));
    }
}
