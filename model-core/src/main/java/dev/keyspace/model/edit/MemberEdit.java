package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The steps every add, replace, remove, rename and change of a keyspace member takes, whatever its kind. A kind's
 * edit says only what it checks first and what follows elsewhere in the project.
 */
final class MemberEdit {

    private MemberEdit() {}

    /** Adds the member if its key is free and {@code check} accepts the keyspace as it is. */
    static <T> Project add(
            Project project, Identifier keyspace, KeyspaceMembers<T> members, T member, Consumer<Keyspace> check) {
        Keyspace target = Lookup.keyspace(project, keyspace);
        members.requireAbsent(target, members.keyOf().apply(member));
        check.accept(target);
        return project.mapKeyspace(keyspace, k -> members.add(k, member));
    }

    /** Adds the member, or replaces the one with its key (CREATE OR REPLACE), once {@code check} accepts. */
    static <T> Project put(
            Project project, Identifier keyspace, KeyspaceMembers<T> members, T member, Consumer<Keyspace> check) {
        check.accept(Lookup.keyspace(project, keyspace));
        return project.mapKeyspace(keyspace, k -> members.put(k, member));
    }

    /** Removes the member the key names; {@code cascade} then takes with it what depended on it. */
    static <T> Project remove(
            Project project,
            Identifier keyspace,
            KeyspaceMembers<T> members,
            MemberKey<T> key,
            UnaryOperator<Project> cascade) {
        return remove(project, keyspace, members, key, (target, member) -> {}, cascade);
    }

    /**
     * Removes the member the key names once {@code check} has accepted it; {@code cascade} then takes with it
     * what depended on it.
     */
    static <T> Project remove(
            Project project,
            Identifier keyspace,
            KeyspaceMembers<T> members,
            MemberKey<T> key,
            BiConsumer<Keyspace, T> check,
            UnaryOperator<Project> cascade) {
        Keyspace target = Lookup.keyspace(project, keyspace);
        check.accept(target, members.require(target, key));
        return cascade.apply(project.mapKeyspace(keyspace, k -> members.remove(k, key)));
    }

    /** Replaces the member the key names with what {@code change} makes of it (and may refuse). */
    static <T> Project update(
            Project project,
            Identifier keyspace,
            KeyspaceMembers<T> members,
            MemberKey<T> key,
            BiFunction<Keyspace, T, T> change) {
        Keyspace target = Lookup.keyspace(project, keyspace);
        T changed = change.apply(target, members.require(target, key));
        return project.mapKeyspace(keyspace, k -> members.map(k, key, m -> changed));
    }

    /** What a rename changes: the member's name, the check that the new name is free, what follows the name. */
    record Renaming<T>(
            BiFunction<T, Identifier, T> withName,
            BiConsumer<Keyspace, Identifier> requireFree,
            UnaryOperator<Project> follow) {}

    /**
     * Renames the member the key names from {@code from} to {@code to}; renaming to the same name changes nothing.
     */
    static <T> Project rename(
            Project project,
            Identifier keyspace,
            KeyspaceMembers<T> members,
            MemberKey<T> key,
            Identifier from,
            Identifier to,
            Renaming<T> renaming) {
        Keyspace target = Lookup.keyspace(project, keyspace);
        members.require(target, key);
        if (from.equals(to)) {
            return project;
        }
        renaming.requireFree().accept(target, to);
        Project renamed = project.mapKeyspace(
                keyspace, k -> members.map(k, key, m -> renaming.withName().apply(m, to)));
        return renaming.follow().apply(renamed);
    }
}
