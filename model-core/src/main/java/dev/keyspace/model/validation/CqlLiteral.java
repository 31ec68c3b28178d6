package dev.keyspace.model.validation;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A CQL constant as written (a masking function's argument), with the kind Cassandra's lexer gives it
 * (Constants.Type) and the rules Constants.Literal applies: its preferred type, and the types it can be assigned to.
 */
record CqlLiteral(Kind kind, String text) {

    enum Kind {
        STRING,
        INTEGER,
        FLOAT,
        BOOLEAN,
        UUID,
        HEX,
        DURATION,
        NULL,
        OTHER
    }

    private static final Pattern INTEGER = Pattern.compile("-?\\d+");
    private static final Pattern FLOAT = Pattern.compile("-?(\\d+(\\.\\d*)?([eE][+-]?\\d+)?|NaN|Infinity)");
    private static final Pattern UUID =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final Pattern HEX = Pattern.compile("0[xX][0-9a-fA-F]*");
    private static final Pattern DURATION = Pattern.compile("(?i)-?(P.*|(\\d+(y|mo|w|d|h|ms|us|µs|ns|m|s))+)");

    static CqlLiteral of(String written) {
        String text = written.strip();
        if (text.startsWith("'") || text.startsWith("$$")) {
            return new CqlLiteral(Kind.STRING, text);
        }
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.equals("null")) {
            return new CqlLiteral(Kind.NULL, text);
        }
        if (lower.equals("true") || lower.equals("false")) {
            return new CqlLiteral(Kind.BOOLEAN, text);
        }
        if (INTEGER.matcher(text).matches()) {
            return new CqlLiteral(Kind.INTEGER, text);
        }
        if (UUID.matcher(text).matches()) {
            return new CqlLiteral(Kind.UUID, text);
        }
        if (HEX.matcher(text).matches()) {
            return new CqlLiteral(Kind.HEX, text);
        }
        if (FLOAT.matcher(text).matches()) {
            return new CqlLiteral(Kind.FLOAT, text);
        }
        if (DURATION.matcher(text).matches()) {
            return new CqlLiteral(Kind.DURATION, text);
        }
        return new CqlLiteral(Kind.OTHER, text);
    }

    /** Constants.Type.getPreferedTypeFor: the type Cassandra infers for the constant alone. */
    Optional<NativeType> preferredType() {
        return switch (kind) {
            case STRING -> Optional.of(
                    StandardCharsets.US_ASCII.newEncoder().canEncode(unquoted()) ? NativeType.ASCII : NativeType.TEXT);
            case INTEGER -> {
                BigInteger value = new BigInteger(text);
                if (value.bitLength() < 32) {
                    yield Optional.of(NativeType.INT);
                }
                yield Optional.of(value.bitLength() < 64 ? NativeType.BIGINT : NativeType.VARINT);
            }
            case FLOAT -> Optional.of(
                    text.contains("NaN") || text.contains("Infinity") || exactDouble()
                            ? NativeType.DOUBLE
                            : NativeType.DECIMAL);
            case BOOLEAN -> Optional.of(NativeType.BOOLEAN);
            case UUID -> Optional.of(text.charAt(14) == '1' ? NativeType.TIMEUUID : NativeType.UUID);
            case HEX -> Optional.of(NativeType.TINYINT);
            case DURATION -> Optional.of(NativeType.DURATION);
            case NULL, OTHER -> Optional.empty();
        };
    }

    /** Constants.Literal.testAssignment (and NullLiteral's): whether the constant can be a value of {@code type}. */
    boolean assignableTo(CqlType type) {
        if (kind == Kind.NULL) {
            return !type.isCounter();
        }
        if (!(type instanceof CqlType.Native n)) {
            return type instanceof CqlType.CustomType;
        }
        NativeType target = n.type() == NativeType.VARCHAR ? NativeType.TEXT : n.type();
        if (preferredType().filter(p -> p == target).isPresent()) {
            return true;
        }
        return targets().contains(target);
    }

    private Set<NativeType> targets() {
        return switch (kind) {
            case STRING -> EnumSet.of(
                    NativeType.ASCII,
                    NativeType.TEXT,
                    NativeType.INET,
                    NativeType.DATE,
                    NativeType.TIME,
                    NativeType.TIMESTAMP);
            case INTEGER -> EnumSet.of(
                    NativeType.BIGINT,
                    NativeType.COUNTER,
                    NativeType.DATE,
                    NativeType.DECIMAL,
                    NativeType.DOUBLE,
                    NativeType.DURATION,
                    NativeType.FLOAT,
                    NativeType.INT,
                    NativeType.SMALLINT,
                    NativeType.TIME,
                    NativeType.TIMESTAMP,
                    NativeType.TINYINT,
                    NativeType.VARINT);
            case UUID -> EnumSet.of(NativeType.UUID, NativeType.TIMEUUID);
            case FLOAT -> EnumSet.of(NativeType.DECIMAL, NativeType.DOUBLE, NativeType.FLOAT);
            case BOOLEAN -> EnumSet.of(NativeType.BOOLEAN);
            case HEX -> EnumSet.of(NativeType.BLOB);
            case DURATION -> EnumSet.of(NativeType.DURATION);
            case NULL, OTHER -> EnumSet.noneOf(NativeType.class);
        };
    }

    private String unquoted() {
        return text.startsWith("$$") ? text.substring(2, text.length() - 2) : text.substring(1, text.length() - 1);
    }

    private boolean exactDouble() {
        BigDecimal value = new BigDecimal(text);
        return value.compareTo(BigDecimal.valueOf(value.doubleValue())) == 0;
    }

    /** The value the constant stands for: a string without its quotes ({@code ''} read as one quote). */
    String value() {
        if (kind != Kind.STRING) {
            return text;
        }
        if (text.startsWith("$$")) {
            return text.substring(2, text.length() - 2);
        }
        return text.substring(1, text.length() - 1).replace("''", "'");
    }
}
