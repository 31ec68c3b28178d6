package dev.keyspace.cql.dml;

import java.util.List;
import java.util.Objects;

/** {@code UPDATE table [USING ...] SET assignments WHERE relations [IF EXISTS]} */
public record Update(TableName table, Using using, List<Assignment> set, List<Relation> where, boolean ifExists)
        implements Modification {

    public Update {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(using, "using");
        set = List.copyOf(set);
        where = List.copyOf(where);
        if (set.isEmpty()) {
            throw new IllegalArgumentException("an UPDATE sets at least one column");
        }
    }

    public static Update of(TableName table, List<Assignment> set, List<Relation> where) {
        return new Update(table, Using.NONE, set, where, false);
    }

    public Update onlyIfExists() {
        return new Update(table, using, set, where, true);
    }

    public Update using(Using newUsing) {
        return new Update(table, newUsing, set, where, ifExists);
    }
}
