package dev.keyspace.app.designer.workload;

import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.workload.Demand;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A rate and a latency target as the user types them and reads them: a rate in operations per second ({@code 120},
 * {@code 1,500}, {@code 0.5/s}), empty for a statement the mix does not run; a p99 target in milliseconds ({@code
 * 20}, {@code 12.5 ms}), empty for none. What cannot be read is refused with the reason, in the user's words.
 */
public final class DemandText {

    public static final String RATE_HINT = "operations a second; empty: not in this mix";
    public static final String P99_HINT = "milliseconds, optional";
    /** The hints of a rate and a p99 field side by side, where a field is too narrow for the longer hints. */
    public static final String RATE_SHORT_HINT = "a second";

    public static final String P99_SHORT_HINT = "p99 ms";

    private DemandText() {}

    /** The demand once its rate is {@code text}: empty (left out of the mix) for a blank text. */
    public static Optional<Demand> withRate(Optional<Demand> current, String text) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        double rate = number(text, "/s", "a rate");
        if (rate < 0) {
            throw new EditRejectedException("a rate is 0 or more operations a second, not " + text.strip());
        }
        return Optional.of(new Demand(rate, current.map(Demand::p99Ms).orElse(OptionalDouble.empty())));
    }

    /** The demand once its p99 target is {@code text}: no target for a blank text; it needs a rate first. */
    public static Demand withP99(Optional<Demand> current, String text) {
        if (current.isEmpty()) {
            throw new EditRejectedException("give it a rate first: a latency target is for a statement the mix runs");
        }
        if (text.isBlank()) {
            return new Demand(current.get().perSecond(), OptionalDouble.empty());
        }
        double p99 = number(text, "ms", "a latency target");
        if (p99 <= 0) {
            throw new EditRejectedException(
                    "a latency target is a number of milliseconds above 0, not " + text.strip());
        }
        return new Demand(current.get().perSecond(), OptionalDouble.of(p99));
    }

    /**
     * A rate as a diagram shows it after its statement: {@code 120/s}, and its target on a line of its own ({@code
     * 120/s\np99 20 ms}), so that a label stays about as narrow as the gap between two boxes; empty for none.
     */
    public static String shown(Optional<Demand> demand) {
        return demand.map(d -> number(d.perSecond()) + "/s"
                        + (d.p99Ms().isPresent() ? "\np99 " + number(d.p99Ms().getAsDouble()) + " ms" : ""))
                .orElse("");
    }

    public static String rate(Optional<Demand> demand) {
        return demand.map(d -> number(d.perSecond())).orElse("");
    }

    public static String p99(Optional<Demand> demand) {
        return demand.flatMap(d ->
                        d.p99Ms().isPresent() ? Optional.of(number(d.p99Ms().getAsDouble())) : Optional.empty())
                .orElse("");
    }

    private static double number(String text, String unit, String what) {
        String plain = text.strip().toLowerCase(Locale.ROOT).replace("_", "").replace(",", "");
        if (plain.endsWith(unit)) {
            plain = plain.substring(0, plain.length() - unit.length()).strip();
        }
        try {
            double value = Double.parseDouble(plain);
            if (!Double.isFinite(value) || plain.endsWith("d") || plain.endsWith("f")) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new EditRejectedException(what + " is a number, not '" + text.strip() + "'");
        }
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Long.toString((long) value)
                : Double.toString(value);
    }
}
