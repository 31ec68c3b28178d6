package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * One list a keyspace holds (its types, tables, indexes, views, functions or aggregates): how to read it and write
 * it back. Every kind's edits find, add, replace, remove and change members through it, so that code is written
 * once; {@code noun} names the kind in messages.
 */
record KeyspaceMembers<T>(
        String noun,
        Function<Keyspace, List<T>> read,
        BiFunction<Keyspace, List<T>, Keyspace> write,
        BiFunction<Keyspace, T, Keyspace> append) {

    static final KeyspaceMembers<UserType> TYPES = of("type", Keyspace::types, Keyspace::withTypes);
    /** Tables are appended through the keyspace's own index, which an import of many tables relies on. */
    static final KeyspaceMembers<Table> TABLES =
            new KeyspaceMembers<>("table", Keyspace::tables, Keyspace::withTables, Keyspace::withTable);

    static final KeyspaceMembers<Index> INDEXES = of("index", Keyspace::indexes, Keyspace::withIndexes);
    static final KeyspaceMembers<MaterializedView> VIEWS =
            of("materialized view", Keyspace::views, Keyspace::withViews);
    static final KeyspaceMembers<UserFunction> FUNCTIONS = of("function", Keyspace::functions, Keyspace::withFunctions);
    static final KeyspaceMembers<UserAggregate> AGGREGATES =
            of("aggregate", Keyspace::aggregates, Keyspace::withAggregates);

    private static <T> KeyspaceMembers<T> of(
            String noun, Function<Keyspace, List<T>> read, BiFunction<Keyspace, List<T>, Keyspace> write) {
        return new KeyspaceMembers<>(noun, read, write, (keyspace, member) -> {
            List<T> longer = new ArrayList<>(read.apply(keyspace));
            longer.add(member);
            return write.apply(keyspace, longer);
        });
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

    /** The keyspace with the members the key names replaced by {@code member}, which comes last. */
    Keyspace put(Keyspace keyspace, MemberKey<T> key, T member) {
        return add(remove(keyspace, key), member);
    }

    /** The keyspace without any member the key names. */
    Keyspace remove(Keyspace keyspace, MemberKey<T> key) {
        return write.apply(
                keyspace,
                read.apply(keyspace).stream().filter(key.matches().negate()).toList());
    }

    /** The keyspace with every member the key names replaced by what {@code change} makes of it. */
    Keyspace map(Keyspace keyspace, MemberKey<T> key, UnaryOperator<T> change) {
        return write.apply(
                keyspace,
                read.apply(keyspace).stream()
                        .map(m -> key.matches().test(m) ? change.apply(m) : m)
                        .toList());
    }

    private String article() {
        return "aeiou".indexOf(noun.charAt(0)) >= 0 ? "an" : "a";
    }
}
