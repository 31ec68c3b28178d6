package dev.keyspace.analysis.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.lint.rules.QueryNotServedRule;
import dev.keyspace.model.Project;
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
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class QueryNotServedRuleTest {

    private static final ElementId USER = ElementId.of("entity:user");
    private static final ElementId TABLE = ElementId.forTable(Identifier.of("app"), Identifier.of("users_by_email"));
    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    private static Project project(AccessPattern pattern) {
        Entity user = new Entity(
                USER,
                "User",
                List.of(Attribute.key("user_id", "uuid"), Attribute.of("email", "text"), Attribute.of("name", "text")));
        Table table = Table.of(
                TABLE,
                "users_by_email",
                List.of(
                        Column.partitionKey("email", TEXT, 0),
                        Column.regular("user_id", CqlType.of(NativeType.UUID)),
                        Column.regular("name", TEXT)));
        Query query = new Query(ElementId.of("query:q1"), "Q1", "Find a user by email", pattern, Optional.of(TABLE));
        return Project.empty("p")
                .withConceptual(new ConceptualModel(List.of(user), List.of()))
                .withQueries(List.of(query))
                .withKeyspaces(List.of(Keyspace.of("app", Replication.simple(3)).withTable(table)));
    }

    private static AttributeRef user(String attribute) {
        return new AttributeRef(USER, attribute);
    }

    @Test
    void should_say_nothing_while_the_linked_table_serves_the_query() {
        Project project = project(new AccessPattern(
                List.of(user("email")), List.of(), List.of(), List.of(user("user_id"), user("name"))));
        assertThat(new QueryNotServedRule().check(project, project.analysis())).isEmpty();
    }

    @Test
    void should_count_a_search_on_an_indexed_column_as_served() {
        Project project = project(new AccessPattern(
                List.of(user("name")), List.of(), List.of(), List.of(user("user_id"), user("email"))));
        Project indexed = project.mapKeyspace(
                Identifier.of("app"),
                k -> k.withIndexes(
                        List.of(Index.sai("users_by_email_name_idx", "users_by_email", IndexTarget.simple("name")))));
        assertThat(new QueryNotServedRule().check(indexed, indexed.analysis())).isEmpty();
    }

    @Test
    void should_name_the_query_and_the_table_when_the_access_pattern_moved_away_from_the_table() {
        Project project = project(new AccessPattern(
                List.of(user("name")), List.of(), List.of(), List.of(user("user_id"), user("email"))));
        assertThat(new QueryNotServedRule().check(project, project.analysis()))
                .singleElement()
                .satisfies(f -> {
                    assertThat(f.ruleId()).isEqualTo("query-not-served");
                    assertThat(f.element()).isEqualTo("Q1");
                    assertThat(f.message())
                            .startsWith("Q1 is linked to app.users_by_email, which no longer serves it: ");
                    assertThat(f.fix()).contains("ksd generate --query Q1");
                });
    }
}
