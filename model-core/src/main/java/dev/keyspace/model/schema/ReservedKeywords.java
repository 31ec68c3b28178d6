package dev.keyspace.model.schema;

import java.util.Locale;
import java.util.Set;

/** The words Cassandra 5.0 reserves: a name spelled as one of them must be quoted to be used. */
public final class ReservedKeywords {

    private static final Set<String> RESERVED = Set.of(
            "add",
            "allow",
            "alter",
            "and",
            "apply",
            "asc",
            "authorize",
            "batch",
            "begin",
            "by",
            "columnfamily",
            "create",
            "default",
            "delete",
            "desc",
            "describe",
            "drop",
            "entries",
            "execute",
            "from",
            "full",
            "grant",
            "if",
            "in",
            "index",
            "infinity",
            "insert",
            "into",
            "is",
            "keyspace",
            "limit",
            "materialized",
            "mbean",
            "mbeans",
            "modify",
            "nan",
            "norecursive",
            "not",
            "null",
            "of",
            "on",
            "or",
            "order",
            "primary",
            "rename",
            "replace",
            "revoke",
            "schema",
            "select",
            "set",
            "table",
            "to",
            "token",
            "truncate",
            "unlogged",
            "unset",
            "update",
            "use",
            "using",
            "view",
            "where",
            "with");

    private ReservedKeywords() {}

    public static boolean isReserved(String word) {
        return RESERVED.contains(word.toLowerCase(Locale.ROOT));
    }

    public static Set<String> all() {
        return RESERVED;
    }
}
