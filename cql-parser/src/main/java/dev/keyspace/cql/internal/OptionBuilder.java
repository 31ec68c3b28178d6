package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads {@code WITH name = value AND ...} into ordered option maps, keeping every value as it was written. */
final class OptionBuilder {

    private OptionBuilder() {}

    static Map<String, OptionValue> properties(List<CqlParser.PropertyContext> properties) {
        Map<String, OptionValue> values = new LinkedHashMap<>();
        for (CqlParser.PropertyContext property : properties) {
            String name = Names.kept(property.name).internal();
            if (values.put(name, value(property.value)) != null) {
                throw new InvalidStatementException(
                        String.format(CassandraStatementMessages.MULTIPLE_PROPERTY_DEFINITIONS, name));
            }
        }
        return values;
    }

    static Statement.TableProperties tableProperties(List<CqlParser.TableOptionContext> options) {
        List<CqlParser.PropertyContext> plain = new ArrayList<>();
        List<Statement.Ordering> ordering = null;
        boolean compact = false;
        for (CqlParser.TableOptionContext option : options) {
            if (option.compact != null) {
                compact = true;
            } else if (option.clustering != null) {
                if (ordering != null) {
                    throw new InvalidStatementException(DesignerStatementMessages.CLUSTERING_ORDER_TWICE);
                }
                ordering = orderings(option.orders);
            } else {
                plain.add(option.plain);
            }
        }
        return new Statement.TableProperties(
                new TableOptions(properties(plain)), ordering == null ? List.of() : ordering, compact);
    }

    /** A loop, not a stream: most tables of a schema have a CLUSTERING ORDER BY. */
    private static List<Statement.Ordering> orderings(List<CqlParser.ClusteringOrderContext> orders) {
        Statement.Ordering[] orderings = new Statement.Ordering[orders.size()];
        for (int i = 0; i < orderings.length; i++) {
            CqlParser.ClusteringOrderContext order = orders.get(i);
            orderings[i] = new Statement.Ordering(
                    Names.kept(order.column), order.descending != null ? ClusteringOrder.DESC : ClusteringOrder.ASC);
        }
        return List.of(orderings);
    }

    static OptionValue value(CqlParser.PropertyValueContext ctx) {
        if (ctx.scalar != null) {
            return constant(ctx.scalar);
        }
        if (ctx.map != null) {
            return map(ctx.map);
        }
        return new OptionValue.Raw(TokenText.of(ctx));
    }

    static OptionValue.MapValue map(CqlParser.MapLiteralContext ctx) {
        Map<String, OptionValue> entries = new LinkedHashMap<>();
        for (CqlParser.MapEntryContext entry : ctx.mapEntry()) {
            String key = OptionValue.plain(term(entry.key));
            if (entries.put(key, term(entry.value)) != null) {
                throw new InvalidStatementException(
                        String.format(DesignerStatementMessages.DUPLICATE_MAP_KEY, key, TokenText.of(ctx)));
            }
        }
        return RecentNames.map(new OptionValue.MapValue(entries));
    }

    /** A term inside an option map: a constant or map keeps its kind, anything else is kept verbatim. */
    static OptionValue term(CqlParser.TermContext ctx) {
        if (ctx.expression() instanceof CqlParser.LiteralExpressionContext literal) {
            CqlParser.LiteralContext value = literal.literal();
            if (value.constant() != null) {
                return constant(value.constant());
            }
            if (value.mapLiteral() != null) {
                return map(value.mapLiteral());
            }
        }
        return new OptionValue.Raw(TokenText.of(ctx));
    }

    static OptionValue constant(CqlParser.ConstantContext ctx) {
        int type = ctx.start.getType(); // a constant's first token tells its kind
        ScannedToken scanned = ctx.start instanceof ScannedToken token ? token : null; // read in place and shared
        return switch (type) {
            case CqlParser.STRING_LITERAL, CqlParser.DOLLAR_STRING -> scanned != null
                    ? RecentNames.quoted(scanned, type == CqlParser.DOLLAR_STRING)
                    : new OptionValue.Text(Names.unquote(Names.text(ctx)));
            case CqlParser.INTEGER, CqlParser.FLOAT -> scanned != null
                    ? RecentNames.number(scanned)
                    : new OptionValue.Number(Names.text(ctx));
            case CqlParser.K_TRUE, CqlParser.K_FALSE -> new OptionValue.Bool(type == CqlParser.K_TRUE);
            default -> new OptionValue.Raw(TokenText.of(ctx));
        };
    }
}
