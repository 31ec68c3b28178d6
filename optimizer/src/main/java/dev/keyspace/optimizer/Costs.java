package dev.keyspace.optimizer;

import java.util.Locale;

/** How a cost is written in reports: three significant digits, no exponent. */
public final class Costs {

    private Costs() {}

    public static String format(double cost) {
        if (cost == 0) {
            return "0";
        }
        java.math.BigDecimal rounded = new java.math.BigDecimal(cost).round(new java.math.MathContext(3));
        return rounded.stripTrailingZeros().toPlainString().toLowerCase(Locale.ROOT);
    }
}
