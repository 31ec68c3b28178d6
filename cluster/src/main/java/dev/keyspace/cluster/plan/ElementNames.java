package dev.keyspace.cluster.plan;

import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The name by which a plan speaks of each element ({@link PlannedStatement#element()}, {@link
 * ManualChange#element()}): a keyspace by its name, a function or aggregate by its signature, anything else
 * qualified by its keyspace.
 */
public final class ElementNames {

    private ElementNames() {}

    static String function(Keyspace keyspace, UserFunction function) {
        return keyspace.name().asCql() + "." + function.signature();
    }

    static String aggregate(Keyspace keyspace, UserAggregate aggregate) {
        return keyspace.name().asCql() + "." + aggregate.signature();
    }

    /** Every element of the keyspace by the name a plan gives it, with its kind in words ("table", "type"). */
    public static Map<String, String> kinds(Keyspace keyspace) {
        Map<String, String> kinds = new LinkedHashMap<>();
        kinds.put(keyspace.name().asCql(), "keyspace");
        keyspace.types().forEach(t -> kinds.put(CqlNames.qualifiedType(keyspace, t.name()), "type"));
        keyspace.functions().forEach(f -> kinds.put(function(keyspace, f), "function"));
        keyspace.aggregates().forEach(a -> kinds.put(aggregate(keyspace, a), "aggregate"));
        keyspace.tables().forEach(t -> kinds.put(CqlNames.qualified(keyspace, t.name()), "table"));
        keyspace.indexes().forEach(i -> kinds.put(CqlNames.qualified(keyspace, i.name()), "index"));
        keyspace.views().forEach(v -> kinds.put(CqlNames.qualified(keyspace, v.name()), "view"));
        return kinds;
    }
}
