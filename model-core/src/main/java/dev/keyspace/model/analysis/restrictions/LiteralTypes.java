package dev.keyspace.model.analysis.restrictions;

import static dev.keyspace.model.schema.NativeType.*;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Which CQL constants a column type accepts, as Cassandra's constant literals decide it. */
final class LiteralTypes {

    private static final Map<LiteralKind, Set<NativeType>> ACCEPTED = Map.of(
            LiteralKind.STRING, EnumSet.of(ASCII, TEXT, VARCHAR, INET, DATE, TIME, TIMESTAMP),
            LiteralKind.INTEGER,
                    EnumSet.of(
                            BIGINT, COUNTER, DATE, DECIMAL, DOUBLE, DURATION, FLOAT, INT, SMALLINT, TIME, TIMESTAMP,
                            TINYINT, VARINT),
            LiteralKind.UUID, EnumSet.of(UUID, TIMEUUID),
            LiteralKind.FLOAT, EnumSet.of(DECIMAL, DOUBLE, FLOAT),
            LiteralKind.BOOLEAN, EnumSet.of(BOOLEAN),
            LiteralKind.DURATION, EnumSet.of(DURATION),
            LiteralKind.HEX, EnumSet.of(BLOB));

    /** A date written as its day number (days since the epoch, offset by 2^31). */
    private static final Pattern DAYS = Pattern.compile("-?\\d+");

    private LiteralTypes() {}

    /** Whether a constant of {@code kind} can be assigned to a column of {@code type} (Constants.Literal). */
    static boolean accepts(LiteralKind kind, NativeType type) {
        return ACCEPTED.get(kind).contains(type);
    }

    /**
     * Checks {@code term} against the type of its receiver and refuses a constant of the wrong kind; bind
     * markers, NULL and collection literals pass (NULL is refused later, when values are bound).
     */
    static void check(Term term, CqlType type, String receiver) {
        boolean counter = type instanceof CqlType.Native n && n.type() == COUNTER;
        if (term instanceof Term.Null && counter) {
            throw InvalidQuery.of(Messages.NULL_COUNTER);
        }
        if (term instanceof Term.Literal literal && type instanceof CqlType.Native nativeType) {
            if (!ACCEPTED.get(literal.kind()).contains(nativeType.type())) {
                throw InvalidQuery.of(
                        Messages.INVALID_CONSTANT, literal.kind(), literal.text(), receiver, type.asCql());
            }
            checkParses(literal, nativeType.type());
        } else if (term instanceof Term.Literal literal && !(type instanceof CqlType.CustomType)) {
            throw InvalidQuery.of(Messages.INVALID_CONSTANT, literal.kind(), literal.text(), receiver, type.asCql());
        } else if (term instanceof Term.TupleLiteral tuple && type instanceof CqlType.TupleType tupleType) {
            List<CqlType> elements = tupleType.elements();
            for (int i = 0; i < Math.min(elements.size(), tuple.elements().size()); i++) {
                check(tuple.elements().get(i), elements.get(i), receiver);
            }
        }
    }

    /** Constants are parsed when the statement is prepared: a string that is no date is refused then. */
    private static void checkParses(Term.Literal literal, NativeType type) {
        if (type != DATE
                || literal.kind() != LiteralKind.STRING
                || DAYS.matcher(literal.text()).matches()) {
            return;
        }
        try {
            LocalDate.parse(literal.text());
        } catch (DateTimeParseException e) {
            throw InvalidQuery.of(Messages.BAD_DATE, literal.text());
        }
    }

    static boolean isNull(Term term) {
        return term instanceof Term.Null;
    }
}
