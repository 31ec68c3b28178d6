package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.docsite.SiteFiles;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every name a user typed appears on the site as text, never as markup: a project whose keyspace, tables, columns,
 * query and entities are named with tags, quotes, ampersands and unicode gives pages with no element or attribute
 * of the names' making, each name as its page's heading, and a search index no name can break out of.
 */
class DocEscapingTest {

    private static final String SCRIPT = "<script>alert('t')</script>";
    private static final String IMAGE = "<img src=x onerror=\"alert(1)\">";
    private static final String KEYSPACE = "ks <b>&amp; \"q\"";
    private static final String ENTITY = "<i>Ent</i> & \"Co\" ホテル";
    private static final String OTHER = "Other'/../x";

    @TempDir
    Path dir;

    private Path hostileProject() throws Exception {
        CqlType text = CqlType.of(NativeType.TEXT);
        Table script = Table.of(
                ElementId.of("t1"),
                SCRIPT,
                List.of(Column.partitionKey("a&b \"c\"", text, 0), Column.regular("<td>x</td>", text)));
        Table upper = Table.of(ElementId.of("t2"), "Hotels", List.of(Column.partitionKey("id", text, 0)));
        Table lower = Table.of(ElementId.of("t3"), "hotels", List.of(Column.partitionKey("id", text, 0)));
        Keyspace keyspace = Keyspace.of(KEYSPACE, Replication.simple(1)).withTables(List.of(script, upper, lower));
        Entity entity = new Entity(
                ElementId.of("e1"),
                ENTITY,
                List.of(Attribute.key("a&b \"c\"", "text"), Attribute.of("<td>x</td>", "text")));
        Entity other = new Entity(ElementId.of("e2"), OTHER, List.of(Attribute.key("id", "text")));
        Relationship relationship = new Relationship(
                ElementId.of("r1"),
                "<u>owns</u>",
                List.of(
                        Relationship.Participant.of(entity.id(), Cardinality.ONE),
                        Relationship.Participant.of(other.id(), Cardinality.N)),
                List.of());
        Query query = new Query(
                ElementId.of("q1"),
                IMAGE,
                "& \"quoted\" <i>description</i>",
                new AccessPattern(
                        List.of(new AttributeRef(entity.id(), "a&b \"c\"")),
                        List.of(),
                        List.of(),
                        List.of(new AttributeRef(entity.id(), "<td>x</td>"))),
                Optional.of(script.id()));
        Project project = Project.empty("</title><script>alert('p')</script>")
                .withConceptual(new ConceptualModel(List.of(entity, other), List.of(relationship)))
                .withQueries(List.of(query))
                .withKeyspaces(List.of(keyspace));
        Path file = dir.resolve("hostile.ksd.json");
        ProjectFiles.save(project, file);
        return file;
    }

    @Test
    void names_are_text_never_markup() throws Exception {
        Path site = dir.resolve("site");
        KsdRun ksd = new KsdRun();

        assertThat(ksd.run("doc", hostileProject().toString(), "--out", site.toString()))
                .as(ksd.stderr())
                .isEqualTo(ExitCode.OK);

        SiteFiles files = new SiteFiles(site);
        assertThat(files.brokenLinks()).isEmpty();
        String tableName = "\"" + KEYSPACE.replace("\"", "\"\"") + "\".\"" + SCRIPT + "\"";
        assertThat(files.headings())
                .contains(tableName, IMAGE, ENTITY, OTHER)
                .contains("\"" + KEYSPACE.replace("\"", "\"\"") + "\".\"Hotels\"")
                .contains("\"" + KEYSPACE.replace("\"", "\"\"") + "\".hotels");
        List<String> markup = new ArrayList<>();
        for (Path page : files.pages()) {
            Document document = files.parse(page);
            document.select("script:not([src]), img, b, i, u, td td, iframe").forEach(e -> markup.add(page + ": " + e));
            for (Element element : document.getAllElements()) {
                for (org.jsoup.nodes.Attribute attribute : element.attributes()) {
                    if (attribute.getKey().startsWith("on")) {
                        markup.add(page + ": " + attribute);
                    }
                }
            }
            assertThat(document.title()).as(page.toString()).endsWith("</title><script>alert('p')</script>");
        }
        assertThat(markup).isEmpty();
        String index = Files.readString(site.resolve("search-index.js"), StandardCharsets.UTF_8);
        assertThat(index).doesNotContain("<", "</script>");
        assertThat(files.searchIndex()).extracting(SiteFiles.Entry::name).contains(tableName, IMAGE, ENTITY, OTHER);
        Document query = files.parse(files.pages().stream()
                .filter(p -> p.getParent().getFileName().toString().equals("queries"))
                .findFirst()
                .orElseThrow());
        assertThat(query.select("p.description").text()).isEqualTo("& \"quoted\" <i>description</i>");
        assertThat(query.select("dd").first().text()).isEqualTo(ENTITY + ".a&b \"c\"");
    }
}
