package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.CassandraMessages.KEYSPACE_EXISTS;
import static dev.keyspace.model.validation.CassandraMessages.RF_NEGATIVE;
import static dev.keyspace.model.validation.CassandraMessages.RF_NOT_NUMERIC;
import static dev.keyspace.model.validation.CassandraMessages.SIMPLE_STRATEGY_NEEDS_RF;
import static dev.keyspace.model.validation.CassandraMessages.TABLE_EXISTS;
import static dev.keyspace.model.validation.CassandraMessages.TYPE_EXISTS;
import static dev.keyspace.model.validation.CassandraMessages.UNRECOGNIZED_STRATEGY_OPTION;
import static dev.keyspace.model.validation.DesignerMessages.UNKNOWN_REPLICATION_STRATEGY;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
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

    static void check(Keyspace keyspace, List<Problem> out) {
        checkReplication(keyspace, out);
        checkDuplicateNames(keyspace, out);
    }

    private static void checkReplication(Keyspace keyspace, List<Problem> out) {
        String element = ElementPaths.of(keyspace.name());
        Replication replication = keyspace.replication();
        String strategy = replication.shortClassName();
        boolean inLocator = !replication.strategyClass().contains(".")
                || replication.strategyClass().startsWith(LOCATOR_PACKAGE);
        if (inLocator && !BUILT_IN_STRATEGIES.contains(strategy)) {
            out.add(Problem.error(element, String.format(UNKNOWN_REPLICATION_STRATEGY, LOCATOR_PACKAGE + strategy)));
            return;
        }
        Map<String, String> options = replication.options();
        if (replication.isSimpleStrategy()) {
            if (!options.containsKey(REPLICATION_FACTOR)) {
                out.add(Problem.error(element, SIMPLE_STRATEGY_NEEDS_RF));
            }
            options.keySet().stream()
                    .filter(option -> !option.equals(REPLICATION_FACTOR) && !option.equals("class"))
                    .forEach(option -> out.add(Problem.error(
                            element,
                            String.format(
                                    UNRECOGNIZED_STRATEGY_OPTION,
                                    option,
                                    Replication.SIMPLE,
                                    keyspace.name().internal()))));
        }
        if (inLocator) {
            options.forEach((option, value) -> {
                boolean isFactor =
                        replication.isSimpleStrategy() ? option.equals(REPLICATION_FACTOR) : !option.equals("class");
                if (isFactor) {
                    checkFactor(value, element, out);
                }
            });
        }
    }

    /** Cassandra reads a factor as {@code <replicas>} or {@code <replicas>/<transient>}; the full part is checked. */
    private static void checkFactor(String value, String element, List<Problem> out) {
        int slash = value.indexOf('/');
        String full = slash < 0 ? value : value.substring(0, slash);
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
