package dev.keyspace.analysis.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.AnalysisSettings;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class CheckContextTest {

    private static final ElementId USER = ElementId.of("entity:user");
    private static final ElementId USERS = ElementId.of("table:app.users");
    private static final ElementId BY_EMAIL = ElementId.of("view:app.users_by_email");

    /** app.users (id) with email, its view by email, and three queries: one per element and one linked to nothing. */
    private static Project project() {
        CqlType text = CqlType.of(NativeType.TEXT);
        Table users =
                Table.of(USERS, "users", List.of(Column.partitionKey("id", text, 0), Column.regular("email", text)));
        MaterializedView byEmail = new MaterializedView(
                BY_EMAIL,
                Identifier.of("users_by_email"),
                Identifier.of("users"),
                List.of(),
                "email IS NOT NULL AND id IS NOT NULL",
                List.of(Identifier.of("email")),
                List.of(MaterializedView.ClusteringKey.asc("id")),
                TableOptions.NONE);
        Keyspace app = Keyspace.of("app", Replication.networkTopology(Map.of("dc1", 3)))
                .withTable(users)
                .withViews(List.of(byEmail));
        ConceptualModel conceptual = new ConceptualModel(
                List.of(new Entity(USER, "User", List.of(Attribute.key("id", "text"), Attribute.of("email", "text")))),
                List.of());
        return Project.empty("app")
                .withConceptual(conceptual)
                .withKeyspaces(List.of(app))
                .withQueries(
                        List.of(query("Q1", "id", USERS), query("Q2", "email", BY_EMAIL), query("Q3", "id", null)));
    }

    private static Query query(String label, String searchBy, ElementId servedBy) {
        return new Query(
                ElementId.of("query:" + label),
                label,
                "users by " + searchBy,
                new AccessPattern(
                        List.of(new AttributeRef(USER, searchBy)),
                        List.of(),
                        List.of(),
                        List.of(new AttributeRef(USER, "email"))),
                Optional.ofNullable(servedBy));
    }

    @Test
    void should_find_the_same_serving_table_or_view_as_the_project_lookup() {
        Project project = project();
        CheckContext context = CheckContext.of(project, AnalysisSettings.DEFAULTS);

        for (Query query : project.queries()) {
            assertThat(context.serving(query))
                    .as(query.label())
                    .isEqualTo(AccessPatternQueries.servingTable(project, query));
        }
        assertThat(context.serving(project.queries().get(1)))
                .hasValueSatisfying(s -> assertThat(s.view()).isTrue());
        assertThat(context.serving(project.queries().get(2))).isEmpty();
        assertThat(context.table(USERS))
                .hasValueSatisfying(t -> assertThat(t.qualifiedName()).isEqualTo("app.users"));
        assertThat(context.entity(USER))
                .hasValueSatisfying(e -> assertThat(e.name()).isEqualTo("User"));
        assertThat(context.ownerNames().nameOf(USER)).contains("User");
    }

    @Test
    void should_compute_a_shared_value_once_per_check() {
        CheckContext context = CheckContext.of(project(), AnalysisSettings.DEFAULTS);
        AtomicInteger computed = new AtomicInteger();

        String first = context.shared("answer", c -> "computed " + computed.incrementAndGet());
        String second = context.shared("answer", c -> "computed " + computed.incrementAndGet());

        assertThat(List.of(first, second)).containsExactly("computed 1", "computed 1");
        assertThat(CheckContext.of(project(), AnalysisSettings.DEFAULTS).<String>shared("answer", c -> "fresh"))
                .as("a new check starts empty")
                .isEqualTo("fresh");
    }

    @Test
    void should_give_each_rule_the_same_findings_through_the_context_as_on_its_own() {
        Project project = project();
        CheckContext context = CheckContext.of(project, AnalysisSettings.DEFAULTS);

        for (Rule rule : Checker.RULES) {
            assertThat(rule.check(context)).as(rule.id()).isEqualTo(rule.check(project, AnalysisSettings.DEFAULTS));
        }
        assertThat(Checker.check(project).findings())
                .extracting(Finding::ruleId)
                .contains("orphan", "materialized-view");
    }
}
