package dev.keyspace.cluster.plan;

import dev.keyspace.cluster.plan.PlanBuilder.Phase;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A user-defined type against its live version. Fields are matched by position, as Cassandra keeps them:
 * a new field at the end is ADDed, a field with a new name and the same type is RENAMEd; a changed field
 * type or a removed field needs a manual migration (Cassandra can do neither). Comments (6.0) follow the fields.
 */
final class TypeDiff {

    private static final CqlChangeWriter CHANGES = new CqlChangeWriter();

    private TypeDiff() {}

    static void compare(Keyspace keyspace, UserType wanted, UserType live, PlanBuilder plan) {
        String element = CqlNames.qualifiedType(keyspace, wanted.name());
        List<UserType.Field> wantedFields = wanted.fields();
        List<UserType.Field> liveFields = live.fields();
        // the wanted fields the type has once the plan has run, with the live field each was (none if added)
        Map<UserType.Field, Optional<UserType.Field>> present = new LinkedHashMap<>();
        boolean rebuilt = false;
        for (int i = 0; i < wantedFields.size(); i++) {
            UserType.Field field = wantedFields.get(i);
            if (i >= liveFields.size()) {
                plan.add(
                        Phase.TYPE,
                        PlannedStatement.alter(
                                CHANGES.addField(keyspace, wanted, field),
                                element,
                                "field " + field.name().asCql() + " "
                                        + field.type().asCql() + " added"));
                present.put(field, Optional.empty());
                rebuilt = true;
                continue;
            }
            UserType.Field current = liveFields.get(i);
            boolean sameType = Equivalence.sameType(field.type(), current.type(), keyspace.name());
            if (field.name().equals(current.name()) && sameType) {
                present.put(field, Optional.of(current));
                continue;
            }
            boolean renamed = sameType
                    && live.field(field.name()).isEmpty()
                    && wanted.field(current.name()).isEmpty();
            if (renamed) {
                plan.add(
                        Phase.TYPE,
                        PlannedStatement.alter(
                                CHANGES.renameField(keyspace, wanted, current.name(), field.name()),
                                element,
                                "field " + current.name().asCql() + " renamed to "
                                        + field.name().asCql()));
                present.put(field, Optional.of(current));
                rebuilt = true;
            } else {
                plan.manual(manual(
                        element,
                        "field " + current.name().asCql() + " " + current.type().asCql()
                                + " becomes " + field.name().asCql() + " "
                                + field.type().asCql()
                                + "; Cassandra can only add fields to a type or rename them"));
            }
        }
        if (liveFields.size() > wantedFields.size()) {
            plan.manual(manual(
                    element,
                    "the project's type has fewer fields than the live one ("
                            + wantedFields.size() + " instead of " + liveFields.size()
                            + "); Cassandra cannot remove a field from a type"));
        }
        comments(keyspace, wanted, live, present, rebuilt, plan);
    }

    /**
     * Cassandra 6.0's COMMENT ON TYPE and FIELD where the project's comments differ from the live ones. 6.0-alpha2's
     * ALTER TYPE ADD and RENAME drop every comment of the type (AlterTypeStatement builds it anew), so after either
     * each comment the project has is set again.
     */
    private static void comments(
            Keyspace keyspace,
            UserType wanted,
            UserType live,
            Map<UserType.Field, Optional<UserType.Field>> present,
            boolean rebuilt,
            PlanBuilder plan) {
        String element = CqlNames.qualifiedType(keyspace, wanted.name());
        Optional<String> liveComment = rebuilt ? Optional.empty() : live.comment();
        if (!wanted.comment().equals(liveComment)) {
            plan.add(
                    Phase.TYPE,
                    PlannedStatement.alter(
                            CHANGES.commentOnType(keyspace, wanted),
                            element,
                            wanted.comment().isPresent() ? "comment set" : "comment removed"));
        }
        present.forEach((field, was) -> {
            Optional<String> liveFieldComment = rebuilt ? Optional.empty() : was.flatMap(UserType.Field::comment);
            if (!field.comment().equals(liveFieldComment)) {
                plan.add(
                        Phase.TYPE,
                        PlannedStatement.alter(
                                CHANGES.commentOnField(keyspace, wanted, field),
                                element,
                                "comment on field " + field.name().asCql()
                                        + (field.comment().isPresent() ? " set" : " removed")));
            }
        });
    }

    private static ManualChange manual(String element, String change) {
        return new ManualChange(
                element,
                change,
                List.of(
                        "create a new type with the wanted fields under a new name",
                        "add columns of the new type next to the columns that use " + element
                                + ", copy the values over, and switch the application to them",
                        "drop the old columns, then drop " + element));
    }
}
