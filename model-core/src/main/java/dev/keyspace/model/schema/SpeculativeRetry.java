package dev.keyspace.model.schema;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code speculative_retry} or {@code additional_write_policy} value in the form Cassandra 5.0 stores and
 * describes it: Cassandra parses the text into a policy and keeps only the policy's own text, so
 * {@code '95percentile'} is described back as {@code '95p'}, {@code 'NONE'} as {@code 'NEVER'},
 * {@code '10.7ms'} as {@code '10ms'} and {@code 'max(10ms, 99PERCENTILE)'} as {@code 'MAX(99p,10ms)'}.
 */
public final class SpeculativeRetry {

    private static final Pattern PERCENTILE = Pattern.compile("([0-9.]+)p(ercentile)?", Pattern.CASE_INSENSITIVE);
    private static final Pattern FIXED = Pattern.compile("([0-9.]+)ms", Pattern.CASE_INSENSITIVE);
    private static final Pattern HYBRID =
            Pattern.compile("(MIN|MAX)\\(([0-9.]+[a-z]+)\\s*,\\s*([0-9.]+[a-z]+)\\)", Pattern.CASE_INSENSITIVE);

    private SpeculativeRetry() {}

    /** The text Cassandra keeps for {@code value}, or {@code value} itself when Cassandra would refuse it. */
    public static String canonical(String value) {
        return policy(value).map(Policy::text).orElse(value);
    }

    private record Policy(String kind, String text) {}

    private static Optional<Policy> policy(String value) {
        if (value.equalsIgnoreCase("ALWAYS")) {
            return Optional.of(new Policy("ALWAYS", "ALWAYS"));
        }
        if (value.equalsIgnoreCase("NEVER") || value.equalsIgnoreCase("NONE")) {
            return Optional.of(new Policy("NEVER", "NEVER"));
        }
        Matcher percentile = PERCENTILE.matcher(value);
        if (percentile.matches()) {
            return number(percentile.group(1))
                    .filter(p -> p > 0.0 && p < 100.0)
                    .map(p -> new Policy("PERCENTILE", percentText(p)));
        }
        Matcher fixed = FIXED.matcher(value);
        if (fixed.matches()) {
            // Cassandra parses the milliseconds as a double and keeps the int part
            return number(fixed.group(1)).map(ms -> new Policy("FIXED", (int) ms.doubleValue() + "ms"));
        }
        Matcher hybrid = HYBRID.matcher(value);
        if (hybrid.matches()) {
            return hybrid(hybrid.group(1).toUpperCase(Locale.ROOT), hybrid.group(2), hybrid.group(3));
        }
        return Optional.empty();
    }

    /** One percentile and one fixed policy, printed percentile first whatever order they were written in. */
    private static Optional<Policy> hybrid(String function, String first, String second) {
        Optional<Policy> a = policy(first);
        Optional<Policy> b = policy(second);
        if (a.isEmpty() || b.isEmpty() || a.get().kind().equals(b.get().kind())) {
            return Optional.empty();
        }
        Policy percentile = a.get().kind().equals("PERCENTILE") ? a.get() : b.get();
        Policy fixed = a.get().kind().equals("FIXED") ? a.get() : b.get();
        return Optional.of(new Policy("HYBRID", function + "(" + percentile.text() + "," + fixed.text() + ")"));
    }

    private static String percentText(double percentile) {
        return new DecimalFormat("#.####", new DecimalFormatSymbols(Locale.ENGLISH)).format(percentile) + "p";
    }

    private static Optional<Double> number(String digits) {
        try {
            return Optional.of(Double.parseDouble(digits));
        } catch (NumberFormatException notANumber) {
            return Optional.empty();
        }
    }
}
