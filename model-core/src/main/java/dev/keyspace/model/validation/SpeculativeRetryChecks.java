package dev.keyspace.model.validation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * speculative_retry and additional_write_policy as SpeculativeRetryPolicy.fromString reads them: ALWAYS, NEVER or
 * NONE, a percentile ({@code 99p}, {@code 99percentile}), a fixed delay ({@code 50ms}), or MIN/MAX of one of each.
 * Cassandra names speculative_retry in the message for both options.
 */
final class SpeculativeRetryChecks {

    private static final Pattern PERCENTILE =
            Pattern.compile("^(?<val>[0-9.]+)p(ercentile)?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern FIXED = Pattern.compile("^(?<val>[0-9.]+)ms$", Pattern.CASE_INSENSITIVE);
    private static final Pattern HYBRID = Pattern.compile(
            "^(?<fun>MIN|MAX)\\((?<val1>[0-9.]+[a-z]+)\\s*,\\s*(?<val2>[0-9.]+[a-z]+)\\)$", Pattern.CASE_INSENSITIVE);

    private enum Kind {
        ALWAYS,
        NEVER,
        PERCENTILE,
        FIXED,
        HYBRID
    }

    private SpeculativeRetryChecks() {}

    static void check(String policy) {
        kind(policy);
    }

    private static Kind kind(String policy) {
        if (policy.equalsIgnoreCase("ALWAYS")) {
            return Kind.ALWAYS;
        }
        if (policy.equalsIgnoreCase("NEVER") || policy.equalsIgnoreCase("NONE")) {
            return Kind.NEVER;
        }
        Matcher percentile = PERCENTILE.matcher(policy);
        if (percentile.matches()) {
            double value = parse(policy, percentile.group("val"));
            if (value <= 0.0 || value >= 100.0) {
                throw OptionRefusal.of(
                        "Invalid value %s for PERCENTILE option 'speculative_retry': must be between (0.0 and 100.0)",
                        policy);
            }
            return Kind.PERCENTILE;
        }
        Matcher fixed = FIXED.matcher(policy);
        if (fixed.matches()) {
            parse(policy, fixed.group("val"));
            return Kind.FIXED;
        }
        Matcher hybrid = HYBRID.matcher(policy);
        if (hybrid.matches()) {
            Kind first;
            Kind second;
            try {
                first = kind(hybrid.group("val1"));
                second = kind(hybrid.group("val2"));
            } catch (OptionRefusal e) {
                throw invalid(policy);
            }
            if (first == second) {
                throw OptionRefusal.of(
                        "Invalid value %s for option 'speculative_retry': MIN()/MAX() arguments should be of different "
                                + "types, but both are of type %s",
                        policy, first);
            }
            return Kind.HYBRID;
        }
        throw invalid(policy);
    }

    private static double parse(String policy, String number) {
        try {
            return Double.parseDouble(number);
        } catch (NumberFormatException e) {
            throw invalid(policy);
        }
    }

    private static OptionRefusal invalid(String policy) {
        return OptionRefusal.of("Invalid value %s for option 'speculative_retry'", policy);
    }
}
