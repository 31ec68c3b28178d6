package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.FxTestSupport;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.samples.SampleCatalog;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The SVG of every view of every sample names what it draws: each table, view, type, entity, relationship, task
 * and query box is a group whose class is its kind and whose {@code data-name} is its qualified name, and each
 * arrow a group of class {@code arrow} whose {@code data-from} and {@code data-to} name its ends, drawn as a path.
 * So a documentation site can link into a diagram, and a test can measure it.
 */
class SemanticSvgTest {

    private static final String SVG = "http://www.w3.org/2000/svg";

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    static Stream<Arguments> samplesAndViews() {
        return SampleCatalog.all().stream()
                .flatMap(sample -> Stream.of(ViewKind.values()).map(view -> Arguments.of(sample.name(), view)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("samplesAndViews")
    void every_element_and_arrow_of_the_view_is_a_named_group(String sample, ViewKind view) throws Exception {
        Project project = FxTestSupport.sample(sample);
        DiagramView diagram = FxTestSupport.rendered(view, project);
        String svg = FxTestSupport.onFx(() -> SvgExporter.render(diagram));
        List<Element> groups = groups(svg);

        Set<String> named = new HashSet<>();
        List<Element> arrows = new ArrayList<>();
        for (Element group : groups) {
            if (group.getAttribute("class").equals("arrow")) {
                arrows.add(group);
            } else if (group.hasAttribute("data-name")) {
                named.add(group.getAttribute("class") + " " + group.getAttribute("data-name"));
            }
        }
        Set<String> names = new HashSet<>();
        named.forEach(n -> names.add(n.substring(n.indexOf(' ') + 1)));

        assertThat(named).containsAll(expected(project, view));
        assertThat(arrows)
                .as("one arrow per edge of the view")
                .hasSize(diagram.spec().edges().size());
        Set<String> arrowLabels = new HashSet<>();
        for (Element arrow : arrows) {
            assertThat(names)
                    .as("the ends of an arrow are boxes of the drawing")
                    .contains(arrow.getAttribute("data-from"), arrow.getAttribute("data-to"));
            assertThat(arrow.getElementsByTagNameNS(SVG, "path").getLength())
                    .as("the arrow's line is a path")
                    .isPositive();
            arrowLabels.addAll(List.of(arrow.getAttribute("data-label").split(", ")));
        }
        if (view == ViewKind.LOGICAL || view == ViewKind.PHYSICAL) {
            for (Query query : project.queries()) {
                if (query.servedBy().isPresent()) {
                    assertThat(names.contains(query.label()) || arrowLabels.contains(query.label()))
                            .as("%s is a query box or labels an arrow", query.label())
                            .isTrue();
                }
            }
        }
    }

    /** What the model says the view draws, as "kind name". */
    private static Set<String> expected(Project project, ViewKind view) {
        Set<String> expected = new HashSet<>();
        switch (view) {
            case CONCEPTUAL -> {
                project.conceptual().entities().stream().map(Entity::name).forEach(n -> expected.add("entity " + n));
                project.conceptual().relationships().stream()
                        .map(Relationship::name)
                        .forEach(n -> expected.add("relationship " + n));
            }
            case WORKFLOW -> project.workflow().tasks().stream()
                    .map(Task::name)
                    .forEach(n -> expected.add("task " + n));
            case LOGICAL, PHYSICAL -> {
                project.allTables().stream().map(TableRef::qualifiedName).forEach(n -> expected.add("table " + n));
                project.allViews().stream().map(ViewRef::qualifiedName).forEach(n -> expected.add("view " + n));
                for (Keyspace keyspace : project.keyspaces()) {
                    keyspace.types()
                            .forEach(t -> expected.add("type " + keyspace.name().asCql() + "."
                                    + t.name().asCql()));
                    if (view == ViewKind.PHYSICAL) {
                        expected.add("keyspace " + keyspace.name().asCql());
                    }
                }
            }
        }
        assertThat(expected).as("the sample draws something in this view").isNotEmpty();
        return expected;
    }

    private static List<Element> groups(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        NodeList nodes = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
                .getElementsByTagNameNS(SVG, "g");
        List<Element> groups = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            groups.add((Element) nodes.item(i));
        }
        return groups;
    }
}
