package dev.keyspace.cli.load;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Whole-number weights in the proportions of a mix's rates, as cassandra-stress's {@code ops(...)} and NoSQLBench's
 * {@code ratio:} take them: rates to the hundredth of an operation per second, divided by their greatest common
 * divisor; a rate above 0 never rounds to a weight of 0.
 */
final class LoadRatios {

    private LoadRatios() {}

    static <K> Map<K, Long> of(Map<K, Double> rates) {
        Map<K, Long> hundredths = new LinkedHashMap<>();
        rates.forEach((key, rate) -> {
            if (rate > 0) {
                hundredths.put(key, Math.max(1, Math.round(rate * 100)));
            }
        });
        BigInteger divisor = BigInteger.ZERO;
        for (long weight : hundredths.values()) {
            divisor = divisor.gcd(BigInteger.valueOf(weight));
        }
        long gcd = divisor.signum() == 0 ? 1 : divisor.longValueExact();
        Map<K, Long> ratios = new LinkedHashMap<>();
        hundredths.forEach((key, weight) -> ratios.put(key, weight / gcd));
        return ratios;
    }
}
