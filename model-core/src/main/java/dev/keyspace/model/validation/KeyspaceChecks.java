package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.KEYSPACE_EXISTS;
import static dev.keyspace.model.messages.CassandraMessages.RF_NEGATIVE;
import static dev.keyspace.model.messages.CassandraMessages.RF_NOT_NUMERIC;
import static dev.keyspace.model.messages.CassandraMessages.TABLE_EXISTS;
import static dev.keyspace.model.messages.CassandraMessages.TYPE_EXISTS;
import static dev.keyspace.model.messages.CassandraMessages.UNRECOGNIZED_STRATEGY_OPTION;
import static dev.keyspace.model.messages.CassandraMessages.UNRECOGNIZED_STRATEGY_OPTION_EXPECTING;
import static dev.keyspace.model.messages.DesignerMessages.UNKNOWN_REPLICATION_STRATEGY;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What CREATE KEYSPACE refuses, and the names a keyspace can hold only once. */
final class KeyspaceChecks {

    private static final String LOCATOR_PACKAGE = "org.apache.cassandra.locator.";
    private static final Set<String> BUILT_IN_STRATEGIES =
            Set.of(Replication.SIMPLE, Replication.NETWORK_TOPOLOGY, "LocalStrategy");
    private static final String REPLICATION_FACTOR = "replication_factor";

    // AbstractReplicationStrategy.getClass and CreateKeyspaceStatement.apply.
    private static final String OLD_NETWORK_TOPOLOGY_STRATEGY =
            "The support for the OldNetworkTopologyStrategy has been "
                    + "removed in C* version 4.0. The keyspace strategy should be switch to NetworkTopologyStrategy";
    private static final String LOCAL_STRATEGY_RESERVED =
            "Unable to use given strategy class: LocalStrategy is reserved for internal use.";

    private KeyspaceChecks() {}

    static void checkNamesAcrossProject(List<Keyspace> keyspaces, List<Problem> out) {
        Set<Identifier> seen = new HashSet<>();
        for (Keyspace keyspace : keyspaces) {
            if (!seen.add(keyspace.name())) {
                String message = String.format(KEYSPACE_EXISTS, keyspace.name().internal());
                out.add(Problem.error(ElementPaths.of(keyspace.name()), message));
            }
        }
    }

    static void check(Keyspace keyspace, CassandraVersion target, List<Problem> out) {
        NameChecks.checkKeyspace(keyspace.name(), ElementPaths.of(keyspace.name()), target, out);
        checkReplication(keyspace, target, out);
        checkFastPath(keyspace, target, out);
        checkDuplicateNames(keyspace, out);
    }

    /** What CREATE and ALTER KEYSPACE refuse about the keyspace itself: its name and its replication. */
    static List<Problem> errors(Keyspace keyspace, CassandraVersion target) {
        List<Problem> out = new java.util.ArrayList<>();
        NameChecks.checkKeyspace(keyspace.name(), ElementPaths.of(keyspace.name()), target, out);
        checkReplication(keyspace, target, out);
        checkFastPath(keyspace, target, out);
        return out;
    }

    /** 6.0's KeyspaceAttributes reads the fast_path; a target without it is told by {@link TargetRules}. */
    private static void checkFastPath(Keyspace keyspace, CassandraVersion target, List<Problem> out) {
        if (keyspace.fastPath().isPresent() && TargetFeature.KEYSPACE_FAST_PATH.in(target)) {
            fastPathError(keyspace.fastPath().get())
                    .ifPresent(m -> out.add(Problem.error(ElementPaths.of(keyspace.name()), m)));
        }
    }

    /** What 6.0 says of a keyspace's fast_path value, or empty when it reads it. */
    static java.util.Optional<String> fastPathError(dev.keyspace.model.schema.OptionValue value) {
        try {
            AccordOptionChecks.readKeyspaceFastPath(value);
            return java.util.Optional.empty();
        } catch (OptionRefusal refusal) {
            return java.util.Optional.of(refusal.getMessage());
        }
    }

    private static void checkReplication(Keyspace keyspace, CassandraVersion target, List<Problem> out) {
        String element = ElementPaths.of(keyspace.name());
        Replication replication = keyspace.replication();
        String strategy = replication.shortClassName();
        String qualified = replication.strategyClass().contains(".")
                ? replication.strategyClass()
                : LOCATOR_PACKAGE + replication.strategyClass();
        boolean inLocator = qualified.startsWith(LOCATOR_PACKAGE);
        if (qualified.equals(LOCATOR_PACKAGE + "OldNetworkTopologyStrategy")) {
            out.add(Problem.error(element, OLD_NETWORK_TOPOLOGY_STRATEGY));
            return;
        }
        if (!inLocator || !BUILT_IN_STRATEGIES.contains(strategy)) {
            out.add(Problem.error(element, String.format(UNKNOWN_REPLICATION_STRATEGY, qualified)));
            return;
        }
        if (strategy.equals("LocalStrategy")) {
            out.add(Problem.error(element, LOCAL_STRATEGY_RESERVED));
            return;
        }
        Map<String, String> options = replication.options();
        if (!replication.isSimpleStrategy()) {
            checkDatacenters(options, element, out);
            return;
        }
        // SimpleStrategy reads its factor when it is made, then looks for options it does not take (in the order of
        // Cassandra's HashMap); without replication_factor, prepareOptions uses the node's default_keyspace_rf.
        String factor = options.get(REPLICATION_FACTOR);
        if (factor != null) {
            checkFactor(factor, element, out);
        }
        Map<String, String> withClass = new java.util.LinkedHashMap<>();
        withClass.put("class", replication.strategyClass());
        withClass.putAll(options);
        OptionText.copiedHashOrder(withClass).stream()
                .filter(option -> !option.equals(REPLICATION_FACTOR) && !option.equals("class"))
                .forEach(option -> out.add(Problem.error(
                        element,
                        TargetRules.reading(target).namesExpectedStrategyOptions()
                                ? String.format(
                                        UNRECOGNIZED_STRATEGY_OPTION_EXPECTING,
                                        option,
                                        Replication.SIMPLE,
                                        keyspace.name().internal(),
                                        List.of(REPLICATION_FACTOR))
                                : String.format(
                                        UNRECOGNIZED_STRATEGY_OPTION,
                                        option,
                                        Replication.SIMPLE,
                                        keyspace.name().internal()))));
    }

    /**
     * NetworkTopologyStrategy: with no option every datacenter gets the default factor; replication_factor stands for
     * the datacenters not named (so, not knowing the cluster's, it is read only when none is named); datacenters left
     * with a factor of 0 are dropped, and none left is refused.
     */
    private static void checkDatacenters(Map<String, String> options, String element, List<Problem> out) {
        Map<String, String> factors = new java.util.LinkedHashMap<>(options);
        factors.remove("class");
        if (factors.isEmpty()) {
            return;
        }
        String defaultFactor = factors.remove(REPLICATION_FACTOR);
        if (factors.isEmpty()) {
            factors.put(REPLICATION_FACTOR, defaultFactor);
        }
        int before = out.size();
        factors.values().forEach(value -> checkFactor(value, element, out));
        if (out.size() == before && factors.values().stream().allMatch(value -> value.equals("0"))) {
            out.add(Problem.error(element, "Configuration for at least one datacenter must be present"));
        }
    }

    /** Cassandra reads a factor as {@code <replicas>} or {@code <replicas>/<transient>}; the full part is checked. */
    private static void checkFactor(String value, String element, List<Problem> out) {
        int slash = value.indexOf('/');
        String full = slash < 0 ? value : value.substring(0, slash);
        if (slash >= 0 && !value.substring(slash + 1).equals("0")) {
            // ReplicationFactor.fromString: transient replicas need transient_replication_enabled, off by default
            out.add(Problem.error(element, "Transient replication is not enabled on this node"));
            return;
        }
        try {
            int factor = Integer.parseInt(full);
            if (factor < 0) {
                out.add(Problem.error(element, String.format(RF_NEGATIVE, factor)));
            }
        } catch (NumberFormatException e) {
            out.add(Problem.error(element, String.format(RF_NOT_NUMERIC, full)));
        }
    }

    /** Types, then tables, then views, in the order the CQL writer creates them; views are checked in ViewChecks. */
    private static void checkDuplicateNames(Keyspace keyspace, List<Problem> out) {
        Set<Identifier> types = new HashSet<>();
        for (UserType type : keyspace.types()) {
            if (!types.add(type.name())) {
                String message = String.format(TYPE_EXISTS, type.name().internal());
                out.add(Problem.error(ElementPaths.of(keyspace.name(), type.name()), message));
            }
        }
        Set<Identifier> tablesAndViews = new HashSet<>();
        for (Table table : keyspace.tables()) {
            addOnce(keyspace, table.name(), tablesAndViews, out);
        }
        Set<Identifier> tableNames = Set.copyOf(tablesAndViews);
        for (MaterializedView view : keyspace.views()) {
            if (!tableNames.contains(view.name())) {
                addOnce(keyspace, view.name(), tablesAndViews, out);
            }
        }
    }

    private static void addOnce(Keyspace keyspace, Identifier name, Set<Identifier> seen, List<Problem> out) {
        if (!seen.add(name)) {
            String message =
                    String.format(TABLE_EXISTS, name.internal(), keyspace.name().internal());
            out.add(Problem.error(ElementPaths.of(keyspace.name(), name), message));
        }
    }
}
