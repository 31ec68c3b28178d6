package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.Cassandra60Messages.CONSTRAINT_OPERATOR;
import static dev.keyspace.model.messages.Cassandra60Messages.CONSTRAINT_TYPE;
import static dev.keyspace.model.messages.Cassandra60Messages.DUPLICATE_CONSTRAINTS;
import static dev.keyspace.model.messages.Cassandra60Messages.INVALID_REGEXP;
import static dev.keyspace.model.messages.Cassandra60Messages.NOT_NULL_ON_KEY;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * What Cassandra 6.0 refuses in a column's CHECK when the table is made (TableMetadata.validate, ColumnConstraints):
 * a function on a type it does not take, NOT NULL on a key column, a REGEXP that does not compile or is not compared
 * with = or !=, the same condition twice. Read from cassandra-all 6.0-alpha2's constraint classes. Not judged: the
 * satisfiability rules that combine two bounds (AbstractFunctionSatisfiabilityChecker), and whether a value parses
 * as the column's type.
 */
final class ConstraintChecks {

    private static final List<NativeType> TEXT_AND_BYTES = List.of(NativeType.BLOB, NativeType.TEXT, NativeType.ASCII);
    private static final List<NativeType> TEXT = List.of(NativeType.TEXT, NativeType.ASCII);

    /** Each function's types, in the order of 6.0's SUPPORTED_TYPES lists (which its message prints). */
    private static final Map<String, List<NativeType>> SUPPORTED_TYPES = Map.of(
            "LENGTH", TEXT_AND_BYTES,
            "OCTET_LENGTH", TEXT_AND_BYTES,
            "REGEXP", TEXT,
            "JSON", TEXT);

    /** ScalarColumnConstraint.SUPPORTED_TYPES. */
    private static final List<NativeType> COMPARABLE = List.of(
            NativeType.TINYINT,
            NativeType.COUNTER,
            NativeType.DECIMAL,
            NativeType.DOUBLE,
            NativeType.FLOAT,
            NativeType.INT,
            NativeType.VARINT,
            NativeType.BIGINT,
            NativeType.SMALLINT,
            NativeType.TIME,
            NativeType.DATE,
            NativeType.TIMESTAMP);

    private static final Set<String> EQUALITIES = Set.of("=", "!=");

    private ConstraintChecks() {}

    static void check(Keyspace keyspace, Table table, CassandraVersion target, List<Problem> out) {
        if (!TargetFeature.COLUMN_CONSTRAINTS.in(target)) {
            return; // TargetRules refuses them all
        }
        for (Column column : table.columns()) {
            if (column.constraints().isEmpty()) {
                continue;
            }
            String element = TableChecks.columnElement(keyspace, table, column);
            firstError(column).ifPresent(message -> out.add(Problem.error(element, message)));
        }
    }

    private static Optional<String> firstError(Column column) {
        for (ColumnConstraint constraint : column.constraints()) {
            Optional<String> error = error(column, constraint);
            if (error.isPresent()) {
                return error;
            }
        }
        List<String> duplicates = duplicates(column);
        return duplicates.isEmpty()
                ? Optional.empty()
                : Optional.of(String.format(DUPLICATE_CONSTRAINTS, column.name().internal(), duplicates));
    }

    private static Optional<String> error(Column column, ColumnConstraint constraint) {
        if (constraint.isNotNull()) {
            if (column.isPrimaryKey()) {
                return Optional.of(String.format(
                        NOT_NULL_ON_KEY,
                        ColumnConstraint.NOT_NULL,
                        column.kind() == ColumnKind.PARTITION_KEY ? "partition" : "clustering",
                        column.name().internal()));
            }
            return Optional.empty();
        }
        String name = constraint
                .function()
                .orElseGet(() ->
                        column.name().internal() + " " + constraint.operator().get());
        List<NativeType> supported = constraint.function().isPresent()
                ? SUPPORTED_TYPES.get(constraint.function().get())
                : COMPARABLE;
        if (supported != null
                && supported.stream()
                        .noneMatch(t -> MarshalNames.of(CqlType.of(t)).equals(MarshalNames.of(column.type())))) {
            return Optional.of(String.format(
                    CONSTRAINT_TYPE,
                    name,
                    supported.stream().map(t -> MarshalNames.of(CqlType.of(t))).toList(),
                    "class " + marshalClass(column.type())));
        }
        if (constraint.function().filter("REGEXP"::equals).isPresent()) {
            String operator = constraint.operator().get();
            if (!EQUALITIES.contains(operator)) {
                return Optional.of(String.format(CONSTRAINT_OPERATOR, "REGEXP", operator, "[=, !=]"));
            }
            String pattern = unquoted(constraint.value().get());
            try {
                Pattern.compile(pattern);
            } catch (PatternSyntaxException e) {
                return Optional.of(String.format(INVALID_REGEXP, pattern));
            }
        }
        return Optional.empty();
    }

    /** ColumnConstraints.DuplicatesChecker: the same function (or comparison) with the same operator, but !=. */
    private static List<String> duplicates(Column column) {
        Set<String> seen = new TreeSet<>();
        List<String> duplicates = new ArrayList<>();
        for (ColumnConstraint constraint : column.constraints()) {
            String fullName = constraint.function().orElse(column.name().internal())
                    + constraint.operator().map(op -> " " + op).orElse("");
            if (!seen.add(fullName)
                    && !constraint.operator().filter("!="::equals).isPresent()) {
                duplicates.add(fullName);
            }
        }
        return duplicates;
    }

    /** The class of the column's type, as {@code type.getClass()} prints after "class ". */
    private static String marshalClass(CqlType type) {
        String name = MarshalNames.of(type);
        int parameters = name.indexOf('(');
        return parameters < 0 ? name : name.substring(0, parameters);
    }

    private static String unquoted(String literal) {
        return literal.startsWith("'") && literal.endsWith("'") && literal.length() >= 2
                ? literal.substring(1, literal.length() - 1).replace("''", "'")
                : literal;
    }
}
