package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.mapping.ColumnRename;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ColumnRenameKeepsAttributeTest {

    private static final ElementId USER = ElementId.of("entity:user");
    private static final ElementId TABLE = ElementId.forTable(Identifier.of("app"), Identifier.of("users_by_email"));
    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    /** Users looked up by email: the email is the partition key, the user's id (its key) the clustering column. */
    private static Project project() {
        Entity user =
                new Entity(USER, "User", List.of(Attribute.key("user_id", "uuid"), Attribute.of("email", "text")));
        Table table = Table.of(
                TABLE,
                "users_by_email",
                List.of(
                        Column.partitionKey("email", TEXT, 0),
                        Column.clustering(
                                "user_id",
                                CqlType.of(NativeType.UUID),
                                0,
                                dev.keyspace.model.schema.ClusteringOrder.ASC)));
        AttributeRef email = new AttributeRef(USER, "email");
        Query query = new Query(
                ElementId.of("query:q1"),
                "Q1",
                "Find a user by email",
                new AccessPattern(List.of(email), List.of(), List.of(), List.of(new AttributeRef(USER, "user_id"))),
                Optional.of(TABLE));
        return Project.empty("p")
                .withConceptual(new ConceptualModel(List.of(user), List.of()))
                .withQueries(List.of(query))
                .withKeyspaces(List.of(Keyspace.of("app", Replication.networkTopology(Map.of("dc1", 3)))
                        .withTable(table)));
    }

    private static List<String> queryFindings(Project project) {
        return Checker.check(project).findings().stream()
                .filter(f -> f.ruleId().equals("query-not-served") || f.ruleId().equals("non-unique-key"))
                .map(Finding::message)
                .toList();
    }

    /** The rename the designer makes. */
    private static Project rename(Project project, String from, String to) {
        return ColumnRename.keepingAttributes(project, TABLE, Identifier.of(from), Identifier.of(to))
                .apply(project);
    }

    @Test
    void should_keep_the_query_served_after_its_search_column_is_renamed() {
        assertThat(queryFindings(project())).isEmpty();

        Project renamed = rename(project(), "email", "mail_address");

        assertThat(renamed.conceptual().columnLinks())
                .containsExactly(new ColumnLink(TABLE, "mail_address", USER, "email"));
        assertThat(queryFindings(renamed)).isEmpty();
    }

    @Test
    void should_keep_the_key_column_linked_through_two_renames_and_forget_it_when_dropped() {
        Project once = rename(project(), "user_id", "uid");
        // a rename from CQL (ALTER TABLE ... RENAME) is the bare edit: the recorded link follows it too
        Project twice = new ColumnEdit.Rename(TABLE, Identifier.of("uid"), Identifier.of("who")).apply(once);
        assertThat(twice.conceptual().columnLinks()).containsExactly(new ColumnLink(TABLE, "who", USER, "user_id"));
        assertThat(queryFindings(twice)).isEmpty();

        Project dropped = new ColumnEdit.Remove(TABLE, Identifier.of("who")).apply(twice);
        assertThat(dropped.conceptual().columnLinks()).isEmpty();
    }

    @Test
    void should_save_and_load_the_links(@TempDir Path folder) throws Exception {
        Project renamed = rename(project(), "email", "mail_address");
        Path file = folder.resolve("p.ksd.json");
        ProjectFiles.save(renamed, file);
        assertThat(Files.readString(file)).contains("\"columnLinks\"");
        assertThat(ProjectFiles.load(file).conceptual()).isEqualTo(renamed.conceptual());
    }
}
