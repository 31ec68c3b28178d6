package dev.keyspace.model.schema;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Whether a constant's text reads as a value of a native type, by the rules of the type's {@code fromString} in
 * Cassandra 5.0 (which prepares every constant through it), refused in its words. An empty text is an empty value
 * for every type here, as Cassandra takes it.
 */
public final class NativeValueText {

    private static final Pattern WHOLE = Pattern.compile("-?\\d+");
    private static final Pattern UUID_TEXT =
            Pattern.compile("[A-Fa-f0-9]{8}-[A-Fa-f0-9]{4}-[A-Fa-f0-9]{4}-[A-Fa-f0-9]{4}-[A-Fa-f0-9]{12}");
    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
    private static final Pattern HOST_NAME = Pattern.compile("[A-Za-z0-9.-]+");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]+(%[A-Za-z0-9]+)?");
    private static final long MAX_DAYS = (1L << 32) - 1;
    private static final long NANOS_PER_DAY = 86_400_000_000_000L;
    private static final DateTimeFormatter ISO_DATE =
            DateTimeFormatter.ISO_LOCAL_DATE.withResolverStyle(ResolverStyle.STRICT);
    private static final List<DateTimeFormatter> TIMESTAMP_FORMATS = timestampFormats();

    private NativeValueText() {}

    /**
     * Cassandra's message refusing {@code text} (a constant's value, unquoted) as a value of {@code type}, if its
     * fromString would refuse it; a text it cannot judge here (a host name) is not refused.
     */
    public static Optional<String> refusal(NativeType type, String text) {
        try {
            check(type, text);
            return Optional.empty();
        } catch (Refused refused) {
            return Optional.of(refused.getMessage());
        }
    }

    private static void check(NativeType type, String text) {
        if (text.isEmpty()) {
            return;
        }
        switch (type) {
            case INT -> whole(text, Integer::parseInt, "int");
            case SMALLINT -> whole(text, Short::parseShort, "short");
            case TINYINT -> whole(text, Byte::parseByte, "byte");
            case BIGINT, COUNTER -> whole(text, Long::parseLong, "long");
            case VARINT -> parses(text, BigInteger::new, "unable to make int from '%s'");
            case FLOAT -> parses(text, Float::parseFloat, "Unable to make float from '%s'");
            case DOUBLE -> parses(text, Double::parseDouble, "Unable to make double from '%s'");
            case DECIMAL -> parses(text, BigDecimal::new, "unable to make BigDecimal from '%s'");
            case UUID -> uuid(text, false);
            case TIMEUUID -> uuid(text, true);
            case INET -> inet(text);
            case DATE -> date(text);
            case TIME -> time(text);
            case TIMESTAMP -> timestamp(text);
            default -> {}
        }
    }

    private static void whole(String text, Function<String, ?> parse, String javaType) {
        parses(text, parse, "Unable to make " + javaType + " from '%s'");
    }

    private static void parses(String text, Function<String, ?> parse, String message) {
        try {
            parse.apply(text);
        } catch (NumberFormatException e) {
            throw refused(message, text);
        }
    }

    private static void uuid(String text, boolean timeBased) {
        if (!UUID_TEXT.matcher(text).matches()) {
            throw timeBased
                    ? refused("Unknown timeuuid representation: %s", text)
                    : refused("Unable to make UUID from '%s'", text);
        }
        if (timeBased && java.util.UUID.fromString(text).version() != 1) {
            throw refused("TimeUUID supports only version 1 UUIDs");
        }
    }

    /**
     * Cassandra resolves the text with {@code InetAddress.getByName}, so an address literal is read here and a
     * host name is left to the node (its resolver decides); text no resolver can take is refused.
     */
    private static void inet(String text) {
        var v4 = IPV4.matcher(text);
        if (v4.matches()) {
            for (int group = 1; group <= 4; group++) {
                if (Integer.parseInt(v4.group(group)) > 255) {
                    throw refused("Unable to make inet address from '%s'", text);
                }
            }
            return;
        }
        boolean v6 = text.contains(":")
                && IPV6.matcher(text.replaceAll("^\\[|]$", "")).matches();
        if (!v6 && !HOST_NAME.matcher(text).matches()) {
            throw refused("Unable to make inet address from '%s'", text);
        }
    }

    private static void date(String text) {
        if (WHOLE.matcher(text).matches()) {
            wholeUpTo(text, MAX_DAYS, "Unable to make unsigned int (for date) from: '%s'");
            return;
        }
        try {
            LocalDate.parse(text, ISO_DATE);
        } catch (DateTimeParseException e) {
            throw refused("Unable to coerce '%s' to a formatted date (long)", text);
        }
    }

    /** Nanoseconds of the day, or {@code hh:mm:ss[.fffffffff]} with each field in its range. */
    private static void time(String text) {
        if (WHOLE.matcher(text).matches()) {
            wholeUpTo(text, NANOS_PER_DAY - 1, "Unable to make long (for time) from: '%s'");
            return;
        }
        if (!isTimeOfDay(text.trim())) {
            throw refused("(TimeType) Unable to coerce '%s' to a formatted time (long)", text);
        }
    }

    /** A whole number from 0 to {@code max}, as a long parses it. */
    private static void wholeUpTo(String text, long max, String message) {
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException tooLong) {
            value = -1;
        }
        if (value < 0 || value > max) {
            throw refused(message, text);
        }
    }

    private static boolean isTimeOfDay(String text) {
        int first = text.indexOf(':');
        int second = text.indexOf(':', first + 1);
        if (first <= 0 || second <= 0 || second >= text.length() - 1) {
            return false;
        }
        int period = text.indexOf('.', second + 1);
        try {
            boolean fields = inRange(text.substring(0, first), 24)
                    && inRange(text.substring(first + 1, second), 60)
                    && inRange(text.substring(second + 1, period > 0 ? period : text.length()), 60);
            if (!fields || period < 0) {
                return fields;
            }
            String fraction = text.substring(period + 1);
            return !fraction.isEmpty()
                    && fraction.length() <= 9
                    && Character.isDigit(fraction.charAt(0))
                    && Integer.parseInt(fraction) >= 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static boolean inRange(String field, int bound) {
        int value = Integer.parseInt(field);
        return value >= 0 && value < bound;
    }

    private static void timestamp(String text) {
        if (text.equalsIgnoreCase("now")) {
            return;
        }
        if (WHOLE.matcher(text).matches()) {
            parses(text, Long::parseLong, "Unable to make long (for date) from: '%s'");
            return;
        }
        for (DateTimeFormatter format : TIMESTAMP_FORMATS) {
            try {
                ZonedDateTime.parse(text, format);
                return;
            } catch (DateTimeParseException e) {
                // the next format may read it
            }
        }
        throw refused("Unable to parse a date/time from '%s'", text);
    }

    /** The shapes TimestampSerializer reads: date and time with an optional zone, or a date alone. */
    private static List<DateTimeFormatter> timestampFormats() {
        List<String> zones = List.of(" z", " zzzz", " X", "X", "XXX");
        List<DateTimeFormatter> formats = new ArrayList<>();
        for (String dateTime : List.of("y-M-d'T'H:m[:s]", "y-M-d H:m[:s]")) {
            formats.add(withFraction(dateTime).toFormatter().withZone(ZoneId.systemDefault()));
            for (String zone : zones) {
                formats.add(withFraction(dateTime).appendPattern(zone).toFormatter());
            }
        }
        for (String zone : zones) {
            formats.add(new DateTimeFormatterBuilder()
                    .appendPattern("yyyy-MM-dd")
                    .appendPattern(zone)
                    .parseDefaulting(ChronoField.NANO_OF_DAY, 0)
                    .toFormatter());
        }
        formats.add(new DateTimeFormatterBuilder()
                .append(DateTimeFormatter.ISO_DATE)
                .parseDefaulting(ChronoField.NANO_OF_DAY, 0)
                .toFormatter()
                .withZone(ZoneId.systemDefault()));
        return List.copyOf(formats);
    }

    private static DateTimeFormatterBuilder withFraction(String pattern) {
        return new DateTimeFormatterBuilder()
                .appendPattern(pattern)
                .appendFraction(ChronoField.MILLI_OF_SECOND, 0, 9, true);
    }

    private static Refused refused(String message, Object... arguments) {
        return new Refused(String.format(message, arguments));
    }

    private static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message, null, false, false);
        }
    }
}
