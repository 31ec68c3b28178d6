package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * One list a keyspace holds (its types, tables, indexes, views, functions or aggregates): how to read it and write
 * it back. Every kind's edits find, add, replace, remove and change members through it, so that code is written
 * once; {@code noun} names the kind in messages, {@code keyOf} is what no two members of the list share (a name,
 * or a function's signature).
 */
record KeyspaceMembers<T>(
        String noun,
        Function<Keyspace, List<T>> read,
        BiFunction<Keyspace, List<T>, Keyspace> write,
        BiFunction<Keyspace, T, Keyspace> append,
        Function<T, MemberKey<T>> keyOf) {

    static final KeyspaceMembers<UserType> TYPES =
            of("type", Keyspace::types, Keyspace::withTypes, t -> MemberKey.type(t.name()));
    /** Tables are appended through the keyspace's own index, which an import of many tables relies on. */
    static final KeyspaceMembers<Table> TABLES = new KeyspaceMembers<>(
            "table", Keyspace::tables, Keyspace::withTables, Keyspace::withTable, t -> MemberKey.table(t.name()));

    static final KeyspaceMembers<Index> INDEXES =
            of("index", Keyspace::indexes, Keyspace::withIndexes, i -> MemberKey.index(i.name()));
    static final KeyspaceMembers<MaterializedView> VIEWS =
            of("materialized view", Keyspace::views, Keyspace::withViews, v -> MemberKey.view(v.name()));
    static final KeyspaceMembers<UserFunction> FUNCTIONS = of(
            "function",
            Keyspace::functions,
            Keyspace::withFunctions,
            f -> MemberKey.function(f.name(), f.argumentTypes()));
    static final KeyspaceMembers<UserAggregate> AGGREGATES = of(
            "aggregate",
            Keyspace::aggregates,
            Keyspace::withAggregates,
            a -> MemberKey.aggregate(a.name(), a.argumentTypes()));

    private static <T> KeyspaceMembers<T> of(
            String noun,
            Function<Keyspace, List<T>> read,
            BiFunction<Keyspace, List<T>, Keyspace> write,
            Function<T, MemberKey<T>> keyOf) {
        BiFunction<Keyspace, T, Keyspace> append =
                (keyspace, member) -> write.apply(keyspace, Lists.appended(read.apply(keyspace), member));
        return new KeyspaceMembers<>(noun, read, write, append, keyOf);
    }

    Optional<T> find(Keyspace keyspace, MemberKey<T> key) {
        return key.find().apply(keyspace);
    }

    /** The member the key names, or a refusal: "keyspace hotel has no index named nope". */
    T require(Keyspace keyspace, MemberKey<T> key) {
        return find(keyspace, key)
                .orElseThrow(() ->
                        rejected("keyspace %s has no %s %s", keyspace.name().asCql(), noun, key.shown()));
    }

    /** Refuses a key already taken: "keyspace hotel already has an index named hotels_phone_idx". */
    void requireAbsent(Keyspace keyspace, MemberKey<T> key) {
        if (find(keyspace, key).isPresent()) {
            throw rejected("keyspace %s already has %s %s %s", keyspace.name().asCql(), article(), noun, key.shown());
        }
    }

    Keyspace add(Keyspace keyspace, T member) {
        return append.apply(keyspace, member);
    }

    /** The keyspace with the member that has the same key replaced by {@code member}, which comes last. */
    Keyspace put(Keyspace keyspace, T member) {
        return add(remove(keyspace, keyOf.apply(member)), member);
    }

    /** The keyspace without any member the key names. */
    Keyspace remove(Keyspace keyspace, MemberKey<T> key) {
        return write.apply(keyspace, Lists.without(read.apply(keyspace), key.matches()));
    }

    /** The keyspace with every member the key names replaced by what {@code change} makes of it. */
    Keyspace map(Keyspace keyspace, MemberKey<T> key, UnaryOperator<T> change) {
        return write.apply(keyspace, Lists.replaced(read.apply(keyspace), key.matches(), change));
    }

    private String article() {
        return "aeiou".indexOf(noun.charAt(0)) >= 0 ? "an" : "a";
    }
}
