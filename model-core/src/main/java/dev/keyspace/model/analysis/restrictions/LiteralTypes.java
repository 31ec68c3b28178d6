package dev.keyspace.model.analysis.restrictions;

import static dev.keyspace.model.schema.NativeType.*;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypePrinter;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.NativeValueText;
import dev.keyspace.model.validation.TargetRules;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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

    private LiteralTypes() {}

    /** Whether a constant of {@code kind} can be assigned to a column of {@code type} (Constants.Literal). */
    static boolean accepts(LiteralKind kind, NativeType type) {
        return ACCEPTED.get(kind).contains(type);
    }

    /**
     * Checks {@code term} against the type of its receiver as Cassandra prepares it: a constant of the wrong kind,
     * one that does not parse for the type, and a literal of the wrong shape are refused; bind markers and
     * function calls pass unless they call a function the target lacks (a user-defined function of that name is not
     * looked up here), and NULL is refused later, when values are bound (but never for a counter).
     */
    static void check(Term term, CqlType type, String receiver, TargetRules.Querying querying) {
        if (term instanceof Term.FunctionCall call) {
            call.functionNames().stream()
                    .filter(querying.unknownFunctions()::contains)
                    .findFirst()
                    .ifPresent(name -> {
                        throw InvalidQuery.of(CassandraQueryMessages.UNKNOWN_FUNCTION_CALLED, name);
                    });
        }
        if (type instanceof CqlType.CustomType) {
            return; // Cassandra skips type validation for custom types
        }
        boolean counter = type instanceof CqlType.Native n && n.type() == COUNTER;
        if (term instanceof Term.Null && counter) {
            throw InvalidQuery.of(CassandraQueryMessages.NULL_COUNTER);
        }
        if (term instanceof Term.Literal literal) {
            checkConstant(literal, type, receiver);
        } else if (term instanceof Term.TupleLiteral tuple) {
            checkTuple(tuple, type, receiver, querying);
        } else if (term instanceof Term.CollectionLiteral literal) {
            checkShape(literal.shape(), type, receiver, querying);
        }
    }

    /**
     * Constants.Literal: a native type takes the kinds it accepts; a collection or user type none; any other type
     * (a tuple, a vector) reads the constant's text as its own string form.
     */
    private static void checkConstant(Term.Literal literal, CqlType type, String receiver) {
        if (type instanceof CqlType.Native nativeType) {
            if (!ACCEPTED.get(literal.kind()).contains(nativeType.type())) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.INVALID_CONSTANT, literal.kind(), literal.text(), receiver, shown(type));
            }
            if (literal.kind() != LiteralKind.HEX) {
                refuseUnreadable(nativeType.type(), literal.text());
            }
        } else if (type.isCollection() || type instanceof CqlType.UserTypeRef) {
            throw InvalidQuery.of(
                    CassandraQueryMessages.INVALID_CONSTANT, literal.kind(), literal.text(), receiver, shown(type));
        } else if (type instanceof CqlType.TupleType tuple && literal.kind() != LiteralKind.HEX) {
            checkTupleText(literal, tuple); // a hex constant is read as bytes, whatever the type
        }
    }

    /** TupleType.fromString: components split at each ':' not escaped, {@code @} for null, each read by its type. */
    private static void checkTupleText(Term.Literal literal, CqlType.TupleType tuple) {
        List<String> components = List.of(literal.text().split("(?<!\\\\):", -1));
        if (components.size() > tuple.elements().size()) {
            throw InvalidQuery.of(
                    CassandraQueryMessages.TUPLE_TOO_LONG,
                    shown(tuple),
                    tuple.elements().size(),
                    components.size());
        }
        for (int i = 0; i < components.size(); i++) {
            String component = components.get(i).replace("\\:", ":").replace("\\@", "@");
            if (!components.get(i).equals("@") && tuple.elements().get(i) instanceof CqlType.Native field) {
                refuseUnreadable(field.type(), component);
            }
        }
    }

    /** Tuples.validateTupleAssignableTo, then each component prepared for its type. */
    private static void checkTuple(
            Term.TupleLiteral literal, CqlType type, String receiver, TargetRules.Querying querying) {
        if (!(type instanceof CqlType.TupleType tuple)) {
            throw InvalidQuery.of(CassandraQueryMessages.TUPLE_TYPE_LITERAL, receiver, shown(type));
        }
        List<Term> elements = literal.elements();
        List<CqlType> types = tuple.elements();
        for (int i = 0; i < elements.size(); i++) {
            if (i >= types.size()) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.TUPLE_TOO_LONG_FOR,
                        receiver,
                        shown(tuple),
                        types.size(),
                        elements.size());
            }
            if (!assignable(elements.get(i), types.get(i))) {
                throw InvalidQuery.of(CassandraQueryMessages.TUPLE_COMPONENT, receiver, i, shown(types.get(i)));
            }
        }
        for (int i = 0; i < elements.size(); i++) {
            check(elements.get(i), types.get(i), receiver, querying);
        }
    }

    /** testAssignment: whether a term could be a value of the type at all (its text is read later). */
    private static boolean assignable(Term term, CqlType type) {
        if (type instanceof CqlType.CustomType) {
            return true;
        }
        if (term instanceof Term.Literal literal) {
            if (type instanceof CqlType.Native nativeType) {
                return ACCEPTED.get(literal.kind()).contains(nativeType.type());
            }
            return !type.isCollection() && !(type instanceof CqlType.UserTypeRef);
        }
        if (term instanceof Term.TupleLiteral) {
            return type instanceof CqlType.TupleType;
        }
        if (term instanceof Term.CollectionLiteral literal) {
            return fitsShape(literal.shape(), type);
        }
        return true;
    }

    private static void checkShape(
            Term.CollectionLiteral.Shape shape, CqlType type, String receiver, TargetRules.Querying querying) {
        if (fitsShape(shape, type)) {
            return;
        }
        switch (shape) {
            case LIST -> throw querying.listLiteralNamesReceiver()
                    ? InvalidQuery.of(CassandraQueryMessages.LIST_LITERAL, receiver, shown(type))
                    : InvalidQuery.of(CassandraQueryMessages.LIST_RECEIVER, shown(type));
            case SET, EMPTY_BRACES -> throw InvalidQuery.of(CassandraQueryMessages.SET_LITERAL, receiver, shown(type));
            case MAP -> throw InvalidQuery.of(CassandraQueryMessages.MAP_LITERAL, receiver, shown(type));
            case USER_TYPE -> throw InvalidQuery.of(CassandraQueryMessages.USER_TYPE_LITERAL, receiver, shown(type));
            default -> {}
        }
    }

    private static boolean fitsShape(Term.CollectionLiteral.Shape shape, CqlType type) {
        return switch (shape) {
            case LIST -> type instanceof CqlType.ListType || type instanceof CqlType.VectorType;
            case SET -> type instanceof CqlType.SetType;
            case EMPTY_BRACES -> type instanceof CqlType.SetType || type instanceof CqlType.MapType;
            case MAP -> type instanceof CqlType.MapType;
            case USER_TYPE -> type instanceof CqlType.UserTypeRef;
            case UNKNOWN -> true;
        };
    }

    static boolean isNull(Term term) {
        return term instanceof Term.Null;
    }

    private static String shown(CqlType type) {
        return CqlTypePrinter.printAsShown(type);
    }

    private static void refuseUnreadable(NativeType type, String text) {
        NativeValueText.refusal(type, text).ifPresent(message -> {
            throw InvalidQuery.of("%s", message);
        });
    }
}
