package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.Suppression;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reference to an element the file does not hold is refused at its JSON path: ksd never writes one
 * (removing an element removes what refers to it), so one is a hand edit or a damaged file, and loading
 * it would silently drop a link, a size or a place on the diagram.
 */
class DanglingReferencesTest {

    private static final String RICH = ProjectFiles.toJson(RichProject.create());

    @TempDir
    Path dir;

    @Test
    void should_load_the_rich_project_whose_references_all_resolve() throws Exception {
        assertThat(ProjectFiles.load(BrokenProjectFiles.write(dir, RICH))).isEqualTo(RichProject.create());
    }

    @Test
    void should_refuse_a_query_served_by_no_table() throws Exception {
        assertRefused(
                "\"servedBy\": \"table:hotels.hotels_by_poi\"",
                "\"servedBy\": \"table:hotels.gone\"",
                "$.queries[0].servedBy",
                "'table:hotels.gone' is the id of no table or view in this project");
    }

    @Test
    void should_refuse_a_transition_to_an_unknown_task() throws Exception {
        assertRefused(
                "\"to\": \"t-details\"",
                "\"to\": \"t-gone\"",
                "$.workflow.transitions[1].to",
                "'t-gone' is the id of no task in this project");
    }

    @Test
    void should_refuse_a_transition_from_an_unknown_task() throws Exception {
        assertRefused(
                "\"from\": \"t-search\"",
                "\"from\": \"t-gone\"",
                "$.workflow.transitions[1].from",
                "'t-gone' is the id of no task in this project");
    }

    @Test
    void should_refuse_a_transition_running_an_unknown_query() throws Exception {
        assertRefused(
                "\"q1\",\n          \"q2\"",
                "\"q1\",\n          \"q-gone\"",
                "$.workflow.transitions[1].queries[1]",
                "'q-gone' is the id of no query in this project");
    }

    @Test
    void should_refuse_a_participant_naming_no_entity() throws Exception {
        assertRefused(
                "\"entity\": \"e-poi\"",
                "\"entity\": \"e-gone\"",
                "$.conceptual.relationships[0].participants[1].entity",
                "'e-gone' is the id of no entity in this project");
    }

    @Test
    void should_refuse_an_ordering_on_an_unknown_entity() throws Exception {
        assertRefused(
                "\"owner\": \"e-hotel\",\n            \"attribute\": \"name\"",
                "\"owner\": \"e-gone\",\n            \"attribute\": \"name\"",
                "$.queries[0].pattern.ordering[1].owner",
                "'e-gone' is the id of no entity or relationship in this project");
    }

    @Test
    void should_refuse_sizing_for_an_unknown_table() throws Exception {
        assertRefused(
                "\"table:hotels.every_type\": {\n      \"rowsPerPartition\"",
                "\"table:hotels.gone\": {\n      \"rowsPerPartition\"",
                "$.sizing['table:hotels.gone']",
                "'table:hotels.gone' is the id of no table or view in this project");
    }

    @Test
    void should_refuse_a_layout_entry_for_an_unknown_element() throws Exception {
        assertRefused(
                "\"t-search\": {\n        \"x\"",
                "\"t-gone\": {\n        \"x\"",
                "$.layout.WORKFLOW['t-gone']",
                "'t-gone' is the id of no diagram node in this project");
    }

    @Test
    void should_refuse_hints_for_an_unknown_table() throws Exception {
        assertRefused(
                "\"table:hotels.every_type\": {\n        \"deletedAfterRead\"",
                "\"table:hotels.gone\": {\n        \"deletedAfterRead\"",
                "$.analysis.tableHints['table:hotels.gone']",
                "'table:hotels.gone' is the id of no table or view in this project");
    }

    @Test
    void should_load_a_suppression_of_a_rule_this_version_does_not_have() throws Exception {
        String renamed = RICH.replace("\"rule\": \"orphan\"", "\"rule\": \"orphans\"");
        assertThat(renamed).isNotEqualTo(RICH);

        Project loaded = ProjectFiles.load(BrokenProjectFiles.write(dir, renamed));

        assertThat(loaded.analysis().suppressions())
                .extracting(Suppression::ruleId)
                .contains("orphans");
    }

    @Test
    void should_refuse_a_suppression_on_an_element_the_project_does_not_hold() throws Exception {
        assertRefused(
                "\"element\": \"Q1\"",
                "\"element\": \"Q99\"",
                "$.analysis.suppressions[1].element",
                "'Q99' names no keyspace, table, view or query in this project");
    }

    @Test
    void should_refuse_a_suppression_on_a_keyspace_spelled_otherwise() throws Exception {
        assertRefused(
                "\"element\": \"\\\"Other KS\\\"\"",
                "\"element\": \"Other KS\"",
                "$.analysis.suppressions[0].element",
                "'Other KS' names no keyspace, table, view or query in this project");
    }

    private void assertRefused(String original, String broken, String path, String problem) throws Exception {
        int replaced = RICH.indexOf(original);
        assertThat(replaced).isNotNegative();
        String text = RICH.substring(0, replaced) + broken + RICH.substring(replaced + original.length());
        String dangling = problem.substring(1, problem.indexOf('\'', 1));

        ProjectFileException error = BrokenProjectFiles.load(dir, text);

        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo(path);
        assertThat(error.problem()).startsWith(problem);
        assertThat(error.location().orElseThrow().line())
                .as("the line of the broken reference")
                .isEqualTo(BrokenProjectFiles.lineCount(text.substring(0, replaced + broken.indexOf(dangling))));
        BrokenProjectFiles.assertPlainMessage(error);
    }
}
