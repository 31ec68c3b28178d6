package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.docsite.SiteFiles;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code ksd doc FILE --out DIR} writes the samples' sites with a page for every table, view, query and entity and
 * no broken link; without the designer (cli's own tests) it says there are no diagrams and still exits 0. Bad input
 * exits 2 in one message, and a folder holding the user's own files is never written into.
 */
class DocCommandTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");
    private static final Path KILLRVIDEO = Path.of("../samples/killrvideo/killrvideo.ksd.json");

    @TempDir
    Path dir;

    private final KsdRun ksd = new KsdRun();

    @ParameterizedTest
    @ValueSource(strings = {"../samples/hotel/hotel.ksd.json", "../samples/killrvideo/killrvideo.ksd.json"})
    void a_sample_site_has_a_page_for_each_element_and_no_broken_link(String sample) throws Exception {
        Path site = dir.resolve("site");

        assertThat(ksd.run("doc", sample, "--out", site.toString()))
                .as(ksd.stderr())
                .isEqualTo(ExitCode.OK);

        assertThat(ksd.stderr()).contains("no diagrams").doesNotContain("Exception");
        assertThat(ksd.stdout()).contains("index.html");
        assertThat(new SiteFiles(site).parse(site.resolve("index.html")).title())
                .isEqualTo(ProjectFiles.load(Path.of(sample)).name());
        SiteFiles files = new SiteFiles(site);
        assertThat(files.brokenLinks()).isEmpty();
        Project project = ProjectFiles.load(Path.of(sample));
        List<String> elements = new ArrayList<>();
        project.allTables().forEach(t -> elements.add(t.qualifiedName()));
        project.allViews().forEach(v -> elements.add(v.qualifiedName()));
        project.queries().forEach(q -> elements.add(q.label()));
        project.conceptual().entities().forEach(e -> elements.add(e.name()));
        assertThat(files.headings()).containsAll(elements);
        assertThat(files.searchIndex()).extracting(SiteFiles.Entry::name).containsAll(elements);
        for (Path page : files.pages()) {
            Document document = files.parse(page);
            assertThat(document.select("meta[name=viewport]"))
                    .as(page.toString())
                    .hasSize(1);
            assertThat(document.select("script:not([src])")).as(page.toString()).isEmpty();
        }
    }

    @Test
    void a_table_page_shows_its_key_roles_queries_sizing_writes_and_cql() {
        Path site = dir.resolve("site");
        assertThat(ksd.run("doc", HOTEL.toString(), "--out", site.toString())).isEqualTo(ExitCode.OK);
        SiteFiles files = new SiteFiles(site);
        Document page = files.parse(site.resolve("tables/hotel.hotels_by_poi.html"));

        List<String> roles = page.select("td.role").eachText();
        assertThat(roles).first().isEqualTo("K");
        assertThat(roles).contains("C↑");
        assertThat(page.select("h2").eachText())
                .containsExactly("Columns", "Queries served", "Sizing", "Findings", "Write paths", "CQL");
        Element queries = page.select("section").get(1);
        assertThat(queries.select("a").eachText()).contains("Q1");
        assertThat(page.select("section").last().selectFirst("pre").wholeText())
                .startsWith("CREATE TABLE hotel.hotels_by_poi");
        assertThat(page.select("section").get(4).text()).contains("INSERT INTO hotel.hotels_by_poi");
        assertThat(page.select("section").get(2).select("td").eachText()).contains("average", "worst case");

        Document query = files.parse(site.resolve("queries/q1.html"));
        assertThat(query.select("a[href=../tables/hotel.hotels_by_poi.html]")).hasSize(1);
        assertThat(query.select("p.verdict").text()).startsWith("Cassandra 5.0: accepted (single-partition");
        // the statement ksd prove runs on a node for the same query (QueryRunner prints it the same way)
        assertThat(query.select("pre code").text())
                .isEqualTo("SELECT hotel_id, name, phone, address FROM hotel.hotels_by_poi WHERE poi_name = ?");
    }

    @Test
    void a_query_read_by_a_plan_shows_each_read_with_its_table_and_select() {
        Path site = dir.resolve("rubis");
        assertThat(ksd.run("doc", "../samples/rubis/rubis.ksd.json", "--out", site.toString()))
                .isEqualTo(ExitCode.OK);
        SiteFiles files = new SiteFiles(site);

        Document query = files.parse(site.resolve("queries/q7.html"));

        assertThat(query.select("h2").eachText()).contains("Read by a plan (the application joins)");
        assertThat(query.select("a[href=../tables/rubis.items_by_category.html]"))
                .hasSize(1);
        assertThat(query.select("a[href=../tables/rubis.items_with_category.html]"))
                .hasSize(1);
        assertThat(query.select("pre code").eachText())
                .hasSize(2)
                .allSatisfy(cql -> assertThat(cql).startsWith("SELECT "))
                .anySatisfy(cql -> assertThat(cql).contains("FROM rubis.items_with_category WHERE item_id = ?"));
        assertThat(query.select("p.verdict").eachText()).hasSize(2).allSatisfy(v -> assertThat(v)
                .startsWith("Cassandra 5.0: accepted (single-partition"));
        assertThat(query.text())
                .contains("2. rubis.items_with_category by Item.id, Category.id, once for each row found before");
    }

    @Test
    void a_folder_with_files_of_the_user_is_not_written_into() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("mine"));
        Path note = Files.writeString(folder.resolve("index.html"), "my own page");

        assertThat(ksd.run("doc", HOTEL.toString(), "--out", folder.toString())).isEqualTo(ExitCode.BAD_INPUT);

        assertThat(ksd.stderr()).contains(folder.toString(), "not empty").doesNotContain("Exception");
        assertThat(Files.readString(note)).isEqualTo("my own page");
        try (var entries = Files.list(folder)) {
            assertThat(entries).containsExactly(note);
        }
    }

    @Test
    void a_previous_site_is_replaced_and_the_users_files_beside_it_are_kept() throws Exception {
        Path site = dir.resolve("site");
        assertThat(ksd.run("doc", HOTEL.toString(), "--out", site.toString())).isEqualTo(ExitCode.OK);
        Path note = Files.writeString(site.resolve("notes.txt"), "kept");
        assertThat(site.resolve("tables/hotel.hotels.html")).isRegularFile();

        assertThat(ksd.run("doc", KILLRVIDEO.toString(), "--out", site.toString()))
                .as(ksd.stderr())
                .isEqualTo(ExitCode.OK);

        assertThat(site.resolve("tables/hotel.hotels.html")).doesNotExist();
        assertThat(Files.readString(note)).isEqualTo("kept");
        assertThat(new SiteFiles(site).brokenLinks()).isEmpty();
        assertThat(Files.readAllLines(site.resolve(".ksd-site"), StandardCharsets.UTF_8))
                .contains("index.html")
                .doesNotContain("notes.txt");
    }

    @Test
    void a_missing_file_is_bad_input_in_one_line() {
        Path missing = dir.resolve("missing.ksd.json");

        assertThat(ksd.run(
                        "doc", missing.toString(), "--out", dir.resolve("site").toString()))
                .isEqualTo(ExitCode.BAD_INPUT);

        assertThat(ksd.stderr().strip()).contains(missing.toString()).doesNotContain("\n", "Exception");
        assertThat(dir.resolve("site")).doesNotExist();
    }

    @Test
    void a_project_file_with_a_syntax_error_names_its_line_and_column() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.ksd.json"), "{\n  \"name\": \"x\",\n  oops\n}\n");

        assertThat(ksd.run("doc", bad.toString(), "--out", dir.resolve("site").toString()))
                .isEqualTo(ExitCode.BAD_INPUT);

        assertThat(ksd.stderr()).containsPattern("bad\\.ksd\\.json:3:\\d+: ").doesNotContain("Exception");
    }

    @Test
    void a_cql_schema_is_documented_too() throws Exception {
        Path schema = Files.writeString(
                dir.resolve("schema.cql"),
                "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                        + "CREATE TABLE shop.orders (customer text, placed timestamp, total decimal,"
                        + " PRIMARY KEY (customer, placed)) WITH CLUSTERING ORDER BY (placed DESC);\n");
        Path site = dir.resolve("site");

        assertThat(ksd.run("doc", schema.toString(), "--out", site.toString()))
                .as(ksd.stderr())
                .isEqualTo(ExitCode.OK);

        SiteFiles files = new SiteFiles(site);
        Document page = files.parse(site.resolve("tables/shop.orders.html"));
        assertThat(page.select("td.role")).extracting(Element::text).containsExactly("K", "C↓", "");
        assertThat(files.brokenLinks()).isEmpty();
    }

    @Test
    void statements_cassandra_refuses_are_listed_on_the_index() throws Exception {
        Path schema = Files.writeString(
                dir.resolve("refused.cql"),
                "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                        + "CREATE TABLE shop.bad (id uuid PRIMARY KEY, note int STATIC);\n"
                        + "CREATE TABLE shop.good (id uuid PRIMARY KEY);\n");
        Path site = dir.resolve("site");

        assertThat(ksd.run("doc", schema.toString(), "--out", site.toString()))
                .as(ksd.stderr())
                .isEqualTo(ExitCode.OK);

        assertThat(ksd.stderr()).contains("refused.cql:2:1");
        Document index = new SiteFiles(site).parse(site.resolve("index.html"));
        assertThat(index.select("ul.findings li").eachText())
                .singleElement()
                .asString()
                .startsWith(schema + ":2:1: Static columns");
        assertThat(site.resolve("tables/shop.good.html")).isRegularFile();
    }

    @Test
    void usage_errors_and_an_output_that_is_a_file_exit_2() throws Exception {
        assertThat(ksd.run("doc", HOTEL.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("--out");

        Path file = Files.writeString(dir.resolve("taken"), "a file");
        assertThat(ksd.run("doc", HOTEL.toString(), "--out", file.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr()).contains("is a file, not a folder");
        assertThat(Files.readString(file)).isEqualTo("a file");
    }
}
