package dev.keyspace.cql;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The order in which a keyspace's elements can be created: a type after every type it uses. */
public final class SchemaOrder {

    private SchemaOrder() {}

    /** Types in declaration order, except that each one comes after the types its fields refer to. */
    public static List<UserType> typesInDependencyOrder(Keyspace keyspace) {
        List<UserType> ordered = new ArrayList<>();
        Set<Identifier> placed = new HashSet<>();
        Set<Identifier> visiting = new HashSet<>();
        for (UserType type : keyspace.types()) {
            place(keyspace, type, placed, visiting, ordered);
        }
        return ordered;
    }

    private static void place(
            Keyspace keyspace,
            UserType type,
            Set<Identifier> placed,
            Set<Identifier> visiting,
            List<UserType> ordered) {
        if (placed.contains(type.name()) || !visiting.add(type.name())) {
            return;
        }
        for (UserType.Field field : type.fields()) {
            for (CqlType.UserTypeRef ref : field.type().userTypes()) {
                boolean sameKeyspace =
                        ref.keyspace().map(k -> k.equals(keyspace.name())).orElse(true);
                if (sameKeyspace) {
                    keyspace.type(ref.name()).ifPresent(used -> place(keyspace, used, placed, visiting, ordered));
                }
            }
        }
        visiting.remove(type.name());
        placed.add(type.name());
        ordered.add(type);
    }
}
