package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import dev.keyspace.samples.SampleCatalog;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.PathElement;
import javafx.scene.text.Text;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A Chebotko box costs the JavaFX thread a few nodes whatever its number of columns (each column of the box is one
 * text of many lines), and what it draws at each line's height is that line's column as the model has it.
 */
class ChebotkoBoxNodesTest {

    private static final int MOST_NODES_OF_A_PLAIN_BOX = 6;

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {1, 2, 8, 30, 200})
    void should_draw_a_box_in_a_few_nodes_whatever_its_columns(int columns) throws Exception {
        List<ChebotkoRow> rows = IntStream.range(0, columns)
                .mapToObj(i -> new ChebotkoRow("column_" + i, i % 3 == 0 ? "text" : "map<int, text>", i < 2 ? "K" : ""))
                .toList();

        int nodes = FxTestSupport.onFx(() -> descendants(shown(rows)).size());

        // the outline, the header's rule, the title, then the names, the types and the markers
        assertThat(nodes).isEqualTo(MOST_NODES_OF_A_PLAIN_BOX);
    }

    @Test
    void should_draw_each_line_at_its_row_whatever_font_draws_its_glyphs() throws Exception {
        // names and types in scripts the diagram's font lacks, drawn from fallback fonts (or as missing glyphs)
        String[] names = {"plain", "\"名前\"", "\"⭐rating\"", "\"ação\"", "\"ключ\"", "\"𝔸lpha\""};
        String[] types = {"text", "frozen<\"地址\">", "map<int, text>"};
        String[] markers = {"K", "C↑", "", "{ }", ""};
        List<ChebotkoRow> rows = IntStream.range(0, 60)
                .mapToObj(i -> new ChebotkoRow(
                        names[i % names.length] + "_" + i, types[i % types.length], markers[i % markers.length]))
                .toList();

        List<DrawnRow> drawn = FxTestSupport.onFx(() -> drawnRows(shown(rows)));

        assertThat(drawn)
                .containsExactlyElementsOf(rows.stream()
                        .map(r -> new DrawnRow(r.name(), r.type(), r.marker()))
                        .toList());
    }

    /** A box of these lines in a scene, styled and laid out. */
    private static ChebotkoTableNode shown(List<ChebotkoRow> rows) {
        ChebotkoTableNode box = new ChebotkoTableNode(
                ElementId.of("table:ks.t"), "t", Optional.empty(), rows, List.of(), "chebotko-table");
        new Scene(new Group(box));
        box.applyCss();
        box.layout();
        return box;
    }

    static Stream<Arguments> chebotkoViewsOfEverySample() {
        return SampleCatalog.all().stream().flatMap(sample -> Stream.of(ViewKind.LOGICAL, ViewKind.PHYSICAL)
                .map(kind -> Arguments.of(sample.name(), kind)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("chebotkoViewsOfEverySample")
    void should_draw_at_each_line_the_model_column_of_that_line(String sample, ViewKind kind) throws Exception {
        Project project = FxTestSupport.sample(sample);
        DiagramView view = FxTestSupport.rendered(kind, project);
        List<ChebotkoTableNode> boxes = FxTestSupport.onFx(() -> view.nodes().values().stream()
                .filter(ChebotkoTableNode.class::isInstance)
                .map(ChebotkoTableNode.class::cast)
                .toList());
        assertThat(boxes).as("boxes drawn").isNotEmpty();
        int tablesChecked = 0;
        for (ChebotkoTableNode box : boxes) {
            List<DrawnRow> drawn = FxTestSupport.onFx(() -> drawnRows(box));
            assertThat(drawn)
                    .as("%s as drawn", box.title())
                    .containsExactlyElementsOf(box.rows().stream()
                            .map(r -> new DrawnRow(r.name(), r.type(), r.marker()))
                            .toList());
            Optional<Table> table =
                    DiagramNodes.elementId(box).flatMap(project::table).map(t -> t.table());
            if (table.isPresent()) {
                assertThat(drawn)
                        .as("%s against the model", box.title())
                        .extracting(DrawnRow::name)
                        .containsExactlyElementsOf(keysFirst(table.get()).stream()
                                .map(c -> c.name().asCql())
                                .toList());
                assertThat(drawn)
                        .as("%s's types against the model", box.title())
                        .extracting(DrawnRow::type)
                        .containsExactlyElementsOf(keysFirst(table.get()).stream()
                                .map(c -> kind == ViewKind.PHYSICAL ? c.type().asCql() : "")
                                .toList());
                tablesChecked++;
            }
        }
        assertThat(tablesChecked).as("tables checked against the model").isPositive();
    }

    /** What a reader sees on each line of the box: the text of each cell at that line's height. */
    private record DrawnRow(String name, String type, String marker) {}

    private static List<DrawnRow> drawnRows(ChebotkoTableNode box) {
        String[][] cells = new String[box.rows().size()][3];
        for (String[] row : cells) {
            java.util.Arrays.fill(row, "");
        }
        for (Node node : descendants(box)) {
            if (!(node instanceof Text text)) {
                continue;
            }
            int cell = text.getStyleClass().contains("chebotko-column")
                    ? 0
                    : text.getStyleClass().contains("chebotko-type")
                            ? 1
                            : text.getStyleClass().contains("chebotko-marker") ? 2 : -1;
            if (cell < 0) {
                continue;
            }
            String[] lines = text.getText().split("\n", -1);
            int start = 0;
            for (String line : lines) {
                if (!line.isEmpty()) {
                    double top = text.localToParent(0, lineTop(text, start)).getY();
                    OptionalInt row = box.rowAt(top + box.rowHeight() / 2);
                    assertThat(row).as("row of '%s'", line).isPresent();
                    assertThat(top).as("top of '%s'", line).isCloseTo(box.rowTop(row.getAsInt()), within(1e-3));
                    assertThat(cells[row.getAsInt()][cell])
                            .as("one text at row %d cell %d", row.getAsInt(), cell)
                            .isEmpty();
                    cells[row.getAsInt()][cell] = line;
                }
                start += line.length() + 1;
            }
        }
        return Stream.of(cells).map(c -> new DrawnRow(c[0], c[1], c[2])).toList();
    }

    /** The top of the line starting at this character, in the text's own coordinates. */
    private static double lineTop(Text text, int start) {
        PathElement[] caret = text.caretShape(start, true);
        return ((MoveTo) caret[0]).getY();
    }

    private static List<Column> keysFirst(Table table) {
        List<Column> ordered = new ArrayList<>();
        for (ColumnKind kind : List.of(ColumnKind.PARTITION_KEY, ColumnKind.CLUSTERING)) {
            table.columns().stream()
                    .filter(c -> c.kind() == kind)
                    .sorted(Comparator.comparingInt(Column::position))
                    .forEach(ordered::add);
        }
        table.columns().stream().filter(c -> !c.isPrimaryKey()).forEach(ordered::add);
        return ordered;
    }

    private static List<Node> descendants(Parent parent) {
        List<Node> found = new ArrayList<>();
        for (Node child : parent.getChildrenUnmodifiable()) {
            found.add(child);
            if (child instanceof Parent inner) {
                found.addAll(descendants(inner));
            }
        }
        return found;
    }
}
