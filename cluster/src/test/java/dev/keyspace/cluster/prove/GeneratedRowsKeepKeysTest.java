package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.SizeDefaults;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rows {@code ksd prove} writes for generated designs (default partitions, no node: the values the loader binds,
 * from the same plans and seeds): in every table the rows' primary keys are distinct (an upsert would silently
 * lose a row), and an entity's key names one entity everywhere: wherever its key values appear (in one table or
 * several), the entity's other attributes held by regular columns have equal values; and any two tables that hold
 * an entity's key share some of its values.
 */
class GeneratedRowsKeepKeysTest {

    @Test
    void should_generate_distinct_rows_that_keep_the_model_keys() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(60).check(seed -> {
            Project project = GeneratedDesigns.generate(new Random(seed));
            Map<ElementId, TablePlan> plans = TablePlans.of(project, ProveOptions.defaults(), new ArrayList<>());
            SizeDefaults defaults = project.analysis().sizeDefaults();
            ValueGenerator values = new ValueGenerator(defaults.collectionElements(), defaults.textBytes());
            Map<List<Object>, Object> attributeByKey = new HashMap<>();
            Map<AttributeRef, Map<String, Set<Object>>> keyValues = new HashMap<>();
            assertThat(plans).isNotEmpty();
            for (TablePlan plan : plans.values()) {
                Table table = plan.table().table();
                Set<List<Object>> primaryKeys = new HashSet<>();
                List<KeyedAttribute> keyed = keyedAttributes(project, plan);
                Map<Column, Set<Object>> keys = keyColumns(project, plan, keyValues);
                for (int p = 0; p < plan.partitions(); p++) {
                    for (long r = 0; r < plan.rowsOf(p); r++) {
                        Map<Column, Object> row = new HashMap<>();
                        for (Column column : table.columns()) {
                            row.put(column, GeneratedRows.value(values, plan, column, p, r, defaults.textBytes()));
                        }
                        assertThat(primaryKeys.add(table.primaryKey().stream()
                                        .map(row::get)
                                        .toList()))
                                .as(
                                        "%s: row %d of partition %d repeats a primary key: %s",
                                        table.name(), r, p, table.primaryKey())
                                .isTrue();
                        keys.forEach((column, found) -> found.add(row.get(column)));
                        for (KeyedAttribute attribute : keyed) {
                            List<Object> key = new ArrayList<>(List.of(attribute.attribute()));
                            attribute.keyColumns().forEach(c -> key.add(row.get(c)));
                            Object value = row.get(attribute.column());
                            Object earlier = attributeByKey.putIfAbsent(key, value);
                            assertThat(earlier == null ? value : earlier)
                                    .as(
                                            "%s: row %d of partition %d gives %s of the key %s another value",
                                            table.name(), r, p, attribute.attribute(), key.subList(1, key.size()))
                                    .isEqualTo(value);
                        }
                    }
                }
            }
            keyValues.forEach((attribute, byTable) ->
                    byTable.forEach((table, found) -> byTable.forEach((other, foundThere) -> assertThat(foundThere)
                            .as("%s: keys in %s and in %s", attribute, table, other)
                            .containsAnyElementsOf(found))));
        });
    }

    /**
     * The columns holding an entity's key (of one attribute), each with the set its values are gathered in, kept
     * by attribute and table: the tables that hold an entity's key must share some of its values (their first
     * rows name the same entity), else a key read in one is never found in the other.
     */
    private static Map<Column, Set<Object>> keyColumns(
            Project project, TablePlan plan, Map<AttributeRef, Map<String, Set<Object>>> keyValues) {
        Map<Column, Set<Object>> columns = new HashMap<>();
        for (Column column : plan.table().table().columns()) {
            AttributeRef attribute = plan.held().get(column.name());
            boolean isKey = attribute != null
                    && project.conceptual()
                            .entity(attribute.owner())
                            .filter(e -> e.keyAttributes().size() == 1
                                    && e.keyAttributes().get(0).name().equals(attribute.attribute()))
                            .isPresent();
            if (isKey) {
                Set<Object> values = new HashSet<>();
                keyValues
                        .computeIfAbsent(attribute, a -> new HashMap<>())
                        .put(plan.table().qualifiedName(), values);
                columns.put(column, values);
            }
        }
        return columns;
    }

    /** A non-key attribute of an entity, in a regular column of a table that holds all of the entity's key. */
    private record KeyedAttribute(AttributeRef attribute, Column column, List<Column> keyColumns) {}

    private static List<KeyedAttribute> keyedAttributes(Project project, TablePlan plan) {
        Table table = plan.table().table();
        List<KeyedAttribute> keyed = new ArrayList<>();
        for (Column column : table.columns()) {
            AttributeRef attribute = plan.held().get(column.name());
            if (column.isPrimaryKey() || attribute == null) {
                continue;
            }
            Optional<Entity> entity = project.conceptual().entity(attribute.owner());
            if (entity.isEmpty() || entity.get().keyAttributes().isEmpty()) {
                continue;
            }
            List<Column> keys = new ArrayList<>();
            for (Attribute key : entity.get().keyAttributes()) {
                AttributeRef keyRef = new AttributeRef(entity.get().id(), key.name());
                table.columns().stream()
                        .filter(c -> keyRef.equals(plan.held().get(c.name())))
                        .findFirst()
                        .ifPresent(keys::add);
            }
            boolean isKey =
                    entity.get().keyAttributes().stream().anyMatch(k -> k.name().equals(attribute.attribute()));
            if (!isKey && keys.size() == entity.get().keyAttributes().size()) {
                keyed.add(new KeyedAttribute(attribute, column, List.copyOf(keys)));
            }
        }
        return keyed;
    }
}
