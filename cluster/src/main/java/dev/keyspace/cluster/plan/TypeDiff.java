package dev.keyspace.cluster.plan;

import dev.keyspace.cluster.plan.PlanBuilder.Phase;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import java.util.List;

/**
 * A user-defined type against its live version. Fields are matched by position, as Cassandra keeps them:
 * a new field at the end is ADDed, a field with a new name and the same type is RENAMEd; a changed field
 * type or a removed field needs a manual migration (Cassandra can do neither).
 */
final class TypeDiff {

    private static final CqlChangeWriter CHANGES = new CqlChangeWriter();

    private TypeDiff() {}

    static void compare(Keyspace keyspace, UserType wanted, UserType live, PlanBuilder plan) {
        String element = CqlNames.qualifiedType(keyspace, wanted.name());
        List<UserType.Field> wantedFields = wanted.fields();
        List<UserType.Field> liveFields = live.fields();
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
                continue;
            }
            UserType.Field current = liveFields.get(i);
            boolean sameType = Equivalence.sameType(field.type(), current.type(), keyspace.name());
            if (field.name().equals(current.name()) && sameType) {
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
