package dev.keyspace.propertytest;

import java.util.function.Function;

/** The message of a failed property: the seed and how to re-run it, the smallest and the first failing value. */
final class FailureReport {

    private static final int MAX_LINE = 300;

    private FailureReport() {}

    static <T> String describe(
            long seed,
            int attempt,
            int tries,
            Trial<T> first,
            Trial<T> smallest,
            int shrinkSteps,
            Function<T, String> description) {
        return "Property failed on try " + attempt + " of " + tries + " with seed " + seed + "\n"
                + "(re-run this try alone with -D" + PropertyCheck.SEED_PROPERTY + "=" + seed + " or .seed(" + seed
                + "L))\n"
                + "Smallest failing value (after " + shrinkSteps + " shrinking steps):\n"
                + indent(value(smallest, description)) + "\n"
                + "First failing value:\n"
                + indent(value(first, description)) + "\n"
                + "The smallest fails with (the cause below in full): " + firstLine(smallest.failure());
    }

    private static String firstLine(Throwable failure) {
        String text = failure.toString().strip();
        int end = text.indexOf('\n');
        String line = end < 0 ? text : text.substring(0, end) + " ...";
        return line.length() <= MAX_LINE ? line : line.substring(0, MAX_LINE) + " ...";
    }

    private static <T> String value(Trial<T> trial, Function<T, String> description) {
        if (trial.generationFailed()) {
            return "(none: the generator gave up)";
        }
        if (trial.value() == null) {
            return "(none: generating it threw)";
        }
        return description.apply(trial.value());
    }

    private static String indent(String text) {
        return "    " + text.replace("\n", "\n    ");
    }
}
