package dev.keyspace.app.designer.findings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FindingLocatorTest {

    private static final ElementId EVENTS = ElementId.of("table:app.events");

    /** app.events (id) with a static column and no clustering, and an index on its only partition-key column. */
    private static Project broken() {
        Table events = Table.of(
                EVENTS,
                "events",
                List.of(
                        Column.partitionKey("id", CqlType.of(NativeType.UUID), 0),
                        Column.staticColumn("note", CqlType.of(NativeType.INT))));
        Keyspace app = Keyspace.of("app", Replication.networkTopology(Map.of("dc1", 3)))
                .withTable(events)
                .withIndexes(List.of(Index.legacy("by_id", "events", IndexTarget.simple("id"))));
        return Project.empty("broken").withKeyspaces(List.of(app));
    }

    @Test
    void should_locate_a_refused_column_and_a_refused_index_at_their_table() {
        Project project = broken();
        List<Finding> refusals = Checker.check(project).findings().stream()
                .filter(f -> f.ruleId().equals("cassandra-rejects"))
                .toList();
        FindingLocator locator = new FindingLocator(project);

        assertThat(refusals).extracting(Finding::element).containsExactly("app.events.note", "app.by_id");
        assertThat(refusals).allSatisfy(f -> assertThat(locator.locate(f)).contains(EVENTS));
        assertThat(locator.worst(refusals)).containsExactly(Map.entry(EVENTS, Severity.ERROR));
    }
}
