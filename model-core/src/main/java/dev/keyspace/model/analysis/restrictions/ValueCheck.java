package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetRules;
import java.util.Optional;

/**
 * Whether a value can be written to a column, as Cassandra decides it when it prepares an INSERT or UPDATE:
 * a constant of the wrong kind, or one that does not parse for the type (a date that is no date), is
 * refused with Cassandra's message.
 */
public final class ValueCheck {

    private ValueCheck() {}

    /** {@code target}'s message refusing {@code value} for the column {@code receiver} of {@code type}, if it does. */
    public static Optional<String> refusal(Term value, CqlType type, String receiver, CassandraVersion target) {
        try {
            LiteralTypes.check(value, type, receiver, TargetRules.querying(target));
            return Optional.empty();
        } catch (InvalidQuery refused) {
            return Optional.of(refused.getMessage());
        }
    }
}
