package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.schema.Replication;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A keyspace's replication factors as the inspector shows them: {@code 3} for SimpleStrategy,
 * {@code dc1: 3, dc2: 2} for NetworkTopologyStrategy. Reading refuses, with a sentence, what Cassandra would.
 */
public final class ReplicationText {

    private ReplicationText() {}

    public static String factors(Replication replication) {
        if (replication.isSimpleStrategy()) {
            return replication.options().getOrDefault("replication_factor", "");
        }
        return replication.options().entrySet().stream()
                .map(e -> e.getKey() + ": " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    public static Replication read(String strategy, String factors) throws InvalidText {
        String text = factors.strip();
        if (Replication.SIMPLE.equals(strategy)) {
            return Replication.simple(factor(text, "the replication factor"));
        }
        if (!Replication.NETWORK_TOPOLOGY.equals(strategy)) {
            throw new InvalidText("the strategy is SimpleStrategy or NetworkTopologyStrategy, not " + strategy);
        }
        Map<String, Integer> byDatacenter = new LinkedHashMap<>();
        for (String item : text.split(",")) {
            if (item.isBlank()) {
                continue;
            }
            int colon = item.indexOf(':');
            if (colon <= 0) {
                throw new InvalidText("'" + item.strip() + "': write each data center as name: factor");
            }
            String datacenter = item.substring(0, colon).strip();
            if (byDatacenter.containsKey(datacenter)) {
                throw new InvalidText("data center " + datacenter + " is named twice");
            }
            byDatacenter.put(datacenter, factor(item.substring(colon + 1).strip(), "the factor of " + datacenter));
        }
        if (byDatacenter.isEmpty()) {
            throw new InvalidText("NetworkTopologyStrategy needs at least one data center, as name: factor");
        }
        return Replication.networkTopology(byDatacenter);
    }

    private static int factor(String text, String what) throws InvalidText {
        try {
            int factor = Integer.parseInt(text);
            if (factor < 0) {
                throw new InvalidText(what + " cannot be negative: " + text);
            }
            return factor;
        } catch (NumberFormatException e) {
            throw new InvalidText(what + " must be a whole number, not '" + text + "'");
        }
    }
}
