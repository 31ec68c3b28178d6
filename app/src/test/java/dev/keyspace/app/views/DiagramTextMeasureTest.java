package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.SampleCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.text.Text;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A diagram text measured without a node (how a large diagram sizes the boxes it keeps out of the scene) has the
 * size the stylesheet gives it once it is shown: checked for every text of every view of every sample, a text of
 * several lines (a column of a box) line by line.
 */
class DiagramTextMeasureTest {

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    static Stream<Arguments> viewsOfEverySample() {
        return SampleCatalog.all().stream()
                .flatMap(sample -> Stream.of(ViewKind.values()).map(kind -> Arguments.of(sample.name(), kind)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("viewsOfEverySample")
    void should_measure_each_text_as_the_stylesheet_draws_it(String sample, ViewKind kind) throws Exception {
        DiagramView view = FxTestSupport.rendered(kind, FxTestSupport.sample(sample));
        List<Text> texts = FxTestSupport.onFx(() -> {
            List<Text> found = new ArrayList<>();
            collect(view, found);
            return found;
        });
        assertThat(texts).as("texts drawn").isNotEmpty();
        for (Text text : texts) {
            String[] classes = text.getStyleClass().stream()
                    .filter(c -> !c.equals("diagram-text"))
                    .toArray(String[]::new);
            List<Bounds> lines =
                    FxTestSupport.onFx(() -> Stream.of(text.getText().split("\n", -1))
                            .map(line -> DiagramText.measure(line, classes))
                            .toList());
            double width = lines.stream().mapToDouble(Bounds::getWidth).max().orElseThrow();
            double height =
                    lines.stream().mapToDouble(Bounds::getHeight).sum() + (lines.size() - 1) * text.getLineSpacing();
            Bounds styled = text.getLayoutBounds();
            assertThat(width)
                    .as("width of '%s' %s", text.getText(), text.getStyleClass())
                    .isEqualTo(styled.getWidth());
            assertThat(height)
                    .as("height of '%s' %s", text.getText(), text.getStyleClass())
                    .isCloseTo(styled.getHeight(), within(1e-3));
        }
    }

    private static void collect(Node node, List<Text> found) {
        if (node instanceof Text text && text.getStyleClass().contains("diagram-text")) {
            found.add(text);
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, found));
        }
    }
}
