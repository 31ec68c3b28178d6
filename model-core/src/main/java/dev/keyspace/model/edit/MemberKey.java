package dev.keyspace.model.edit;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * How an edit names one member of a keyspace's list: how the keyspace finds it (by its index where the keyspace
 * keeps one), which members it matches, and how a message shows it ("named hotels", "f(int)"): printed only when
 * a message needs it, as every added table makes keys that almost never end in a message.
 */
record MemberKey<T>(Function<Keyspace, Optional<T>> find, Predicate<T> matches, Supplier<String> description) {

    MemberKey {
        Required.all("find", find, "matches", matches, "description", description);
    }

    /** How a message shows the key. */
    String shown() {
        return description.get();
    }

    static MemberKey<UserType> type(Identifier name) {
        return named(k -> k.type(name), UserType::name, name);
    }

    static MemberKey<Index> index(Identifier name) {
        return named(k -> k.index(name), Index::name, name);
    }

    static MemberKey<Table> table(Identifier name) {
        return named(k -> k.table(name), Table::name, name);
    }

    static MemberKey<Table> table(ElementId id) {
        return new MemberKey<>(k -> k.table(id), t -> t.id().equals(id), () -> "with id " + id);
    }

    static MemberKey<MaterializedView> view(Identifier name) {
        return named(k -> k.view(name), MaterializedView::name, name);
    }

    static MemberKey<MaterializedView> view(ElementId id) {
        return new MemberKey<>(k -> k.view(id), v -> v.id().equals(id), () -> "with id " + id);
    }

    /** Every view built on the table. */
    static MemberKey<MaterializedView> viewOf(Identifier table) {
        return new MemberKey<>(
                k -> k.viewsOf(table).stream().findFirst(),
                v -> v.baseTable().equals(table),
                () -> "of table " + table.asCql());
    }

    /** Every index on the table. */
    static MemberKey<Index> indexOn(Identifier table) {
        return new MemberKey<>(
                k -> k.indexesOn(table).stream().findFirst(),
                i -> i.table().equals(table),
                () -> "on table " + table.asCql());
    }

    /** A function by its signature, the way Cassandra tells overloads apart. */
    static MemberKey<UserFunction> function(Identifier name, List<CqlType> argumentTypes) {
        return new MemberKey<>(
                k -> k.function(name, argumentTypes),
                f -> sameSignature(f.name(), f.argumentTypes(), name, argumentTypes),
                () -> FunctionSignature.text(name, argumentTypes));
    }

    static MemberKey<UserAggregate> aggregate(Identifier name, List<CqlType> argumentTypes) {
        return new MemberKey<>(
                k -> k.aggregate(name, argumentTypes),
                a -> sameSignature(a.name(), a.argumentTypes(), name, argumentTypes),
                () -> FunctionSignature.text(name, argumentTypes));
    }

    static boolean sameSignature(Identifier name, List<CqlType> types, Identifier otherName, List<CqlType> otherTypes) {
        return name.equals(otherName) && FunctionSignature.matches(types, otherTypes);
    }

    private static <T> MemberKey<T> named(
            Function<Keyspace, Optional<T>> find, Function<T, Identifier> nameOf, Identifier name) {
        return new MemberKey<>(find, m -> nameOf.apply(m).equals(name), () -> "named " + name.asCql());
    }
}
