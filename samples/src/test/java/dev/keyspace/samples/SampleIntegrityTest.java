package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SampleIntegrityTest {

    static Stream<SampleCatalog.Sample> samples() {
        return SampleCatalog.all().stream();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_serve_every_query_with_a_table_or_view_of_the_project(SampleCatalog.Sample sample) {
        Project project = sample.builder().get();
        Set<ElementId> servable = new HashSet<>();
        project.allTables().forEach(t -> servable.add(t.table().id()));
        project.allViews().forEach(v -> servable.add(v.view().id()));
        assertThat(project.queries()).isNotEmpty();
        for (Query query : project.queries()) {
            assertThat(query.servedBy()).as(query.label()).isPresent();
            assertThat(servable)
                    .as(query.label() + " served by")
                    .contains(query.servedBy().get());
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_refer_only_to_attributes_of_the_conceptual_model(SampleCatalog.Sample sample) {
        Project project = sample.builder().get();
        Set<AttributeRef> known = new HashSet<>();
        for (Entity entity : project.conceptual().entities()) {
            entity.attributes().forEach(a -> known.add(new AttributeRef(entity.id(), a.name())));
        }
        for (Relationship relationship : project.conceptual().relationships()) {
            relationship.attributes().forEach(a -> known.add(new AttributeRef(relationship.id(), a.name())));
        }
        for (Query query : project.queries()) {
            List<AttributeRef> used = new ArrayList<>(query.pattern().equality());
            used.addAll(query.pattern().range());
            query.pattern().ordering().stream().map(Ordering::attribute).forEach(used::add);
            used.addAll(query.pattern().returned());
            assertThat(known).as(query.label()).containsAll(used);
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_connect_workflow_arrows_to_existing_tasks_and_queries(SampleCatalog.Sample sample) {
        Project project = sample.builder().get();
        assertThat(project.workflow().transitions()).isNotEmpty();
        for (Transition transition : project.workflow().transitions()) {
            transition.from().ifPresent(from -> assertThat(project.workflow().task(from))
                    .isPresent());
            assertThat(project.workflow().task(transition.to())).isPresent();
            transition
                    .queries()
                    .forEach(q -> assertThat(project.query(q)).as(q.value()).isPresent());
        }
        Set<ElementId> labelled = new HashSet<>();
        project.workflow().transitions().forEach(t -> labelled.addAll(t.queries()));
        assertThat(labelled)
                .as("every query appears in the workflow")
                .containsAll(project.queries().stream().map(Query::id).toList());
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_give_every_entity_a_key_and_unique_ids(SampleCatalog.Sample sample) {
        Project project = sample.builder().get();
        List<ElementId> ids = new ArrayList<>();
        project.conceptual().entities().forEach(e -> ids.add(e.id()));
        project.conceptual().relationships().forEach(r -> ids.add(r.id()));
        project.queries().forEach(q -> ids.add(q.id()));
        project.workflow().tasks().forEach(t -> ids.add(t.id()));
        project.allTables().forEach(t -> ids.add(t.table().id()));
        assertThat(ids).doesNotHaveDuplicates();
        for (Entity entity : project.conceptual().entities()) {
            assertThat(entity.attributes()).as(entity.name()).anyMatch(Attribute::key);
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_size_only_tables_that_exist(SampleCatalog.Sample sample) {
        Project project = sample.builder().get();
        for (ElementId tableId : project.sizing().keySet()) {
            assertThat(project.table(tableId)).as(tableId.value()).isPresent();
            project.sizing().get(tableId).averageColumnBytes().keySet().forEach(column -> assertThat(
                            project.table(tableId).get().table().column(column))
                    .as(tableId + "." + column)
                    .isPresent());
        }
    }
}
