package dev.keyspace.model.schema;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A keyspace's replication: the strategy class as written ({@code SimpleStrategy},
 * {@code NetworkTopologyStrategy} or a fully qualified class) and its options, in order.
 */
public record Replication(String strategyClass, Map<String, String> options) {

    public static final String SIMPLE = "SimpleStrategy";
    public static final String NETWORK_TOPOLOGY = "NetworkTopologyStrategy";

    public Replication {
        Objects.requireNonNull(strategyClass, "strategyClass");
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    public static Replication simple(int replicationFactor) {
        return new Replication(SIMPLE, Map.of("replication_factor", Integer.toString(replicationFactor)));
    }

    public static Replication networkTopology(Map<String, Integer> factorsByDatacenter) {
        Map<String, String> options = new LinkedHashMap<>();
        factorsByDatacenter.forEach((dc, rf) -> options.put(dc, Integer.toString(rf)));
        return new Replication(NETWORK_TOPOLOGY, options);
    }

    /** The strategy's short name, whatever package prefix it was written with. */
    public String shortClassName() {
        int dot = strategyClass.lastIndexOf('.');
        return dot < 0 ? strategyClass : strategyClass.substring(dot + 1);
    }

    public boolean isSimpleStrategy() {
        return SIMPLE.equals(shortClassName());
    }

    /**
     * The total number of replicas: the replication factor for SimpleStrategy, the sum over datacenters for
     * NetworkTopologyStrategy; empty when it cannot be read (a transient suffix such as '3/1' counts its
     * full replicas).
     */
    public OptionalInt totalReplicationFactor() {
        int total = 0;
        boolean found = false;
        for (Map.Entry<String, String> option : options.entrySet()) {
            if (option.getKey().equals("class")) {
                continue;
            }
            if (isSimpleStrategy() && !option.getKey().equals("replication_factor")) {
                continue;
            }
            String value = option.getValue().trim();
            int slash = value.indexOf('/');
            String full = slash < 0 ? value : value.substring(0, slash);
            try {
                total += Integer.parseInt(full);
                found = true;
            } catch (NumberFormatException e) {
                return OptionalInt.empty();
            }
        }
        return found ? OptionalInt.of(total) : OptionalInt.empty();
    }
}
