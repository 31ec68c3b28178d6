package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.COUNTER_IN_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.DUPLICATE_FIELD;
import static dev.keyspace.model.messages.CassandraMessages.NON_FROZEN_UDT_IN_TYPE;
import static dev.keyspace.model.messages.DesignerMessages.TYPE_CYCLE;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** What CREATE TYPE refuses: duplicate fields, counters, non-frozen UDT fields, bad field types, and cycles. */
final class UserTypeChecks {

    private UserTypeChecks() {}

    /**
     * In CreateTypeStatement.apply's order: every field's name first, then every field's kind (counter, non-frozen
     * UDT), then every field's type as CQL3Type.Raw.prepare reads it.
     */
    static void check(Keyspace keyspace, UserType type, List<Problem> out) {
        Set<Identifier> seen = new HashSet<>();
        for (UserType.Field field : type.fields()) {
            if (!seen.add(field.name())) {
                String message = String.format(
                        DUPLICATE_FIELD, field.name().internal(), type.name().internal());
                out.add(Problem.error(element(keyspace, type, field), message));
            }
        }
        for (UserType.Field field : type.fields()) {
            if (field.type().isCounter()) {
                out.add(Problem.error(element(keyspace, type, field), COUNTER_IN_TYPE));
            }
            if (field.type() instanceof CqlType.UserTypeRef ref && !ref.isFrozen()) {
                out.add(Problem.error(element(keyspace, type, field), NON_FROZEN_UDT_IN_TYPE));
            }
        }
        for (UserType.Field field : type.fields()) {
            TypeShapeChecks.check(field.type(), keyspace, element(keyspace, type, field), out);
        }
        cycleThrough(keyspace, type)
                .ifPresent(path -> out.add(Problem.error(
                        ElementPaths.of(keyspace.name(), type.name()),
                        String.format(TYPE_CYCLE, type.name().internal(), path))));
    }

    static String element(Keyspace keyspace, UserType type, UserType.Field field) {
        return ElementPaths.of(keyspace.name(), type.name(), field.name());
    }

    /** The shortest chain of field references that leads from {@code start} back to it, as "a -> b -> a". */
    private static Optional<String> cycleThrough(Keyspace keyspace, UserType start) {
        List<List<Identifier>> frontier = new ArrayList<>();
        frontier.add(List.of(start.name()));
        Set<Identifier> visited = new HashSet<>();
        while (!frontier.isEmpty()) {
            List<List<Identifier>> next = new ArrayList<>();
            for (List<Identifier> path : frontier) {
                Identifier last = path.get(path.size() - 1);
                for (Identifier referenced : referencedTypes(keyspace, last)) {
                    List<Identifier> longer = new ArrayList<>(path);
                    longer.add(referenced);
                    if (referenced.equals(start.name())) {
                        return Optional.of(
                                longer.stream().map(Identifier::internal).collect(Collectors.joining(" -> ")));
                    }
                    if (visited.add(referenced)) {
                        next.add(longer);
                    }
                }
            }
            frontier = next;
        }
        return Optional.empty();
    }

    private static List<Identifier> referencedTypes(Keyspace keyspace, Identifier typeName) {
        return keyspace.type(typeName).stream()
                .flatMap(t -> t.fields().stream())
                .flatMap(f -> f.type().userTypes().stream())
                .filter(ref -> ref.keyspace().isEmpty() || ref.keyspace().get().equals(keyspace.name()))
                .map(CqlType.UserTypeRef::name)
                .distinct()
                .toList();
    }
}
