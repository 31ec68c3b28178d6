package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.FxTestSupport;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.SampleCatalog;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Measured on the exported SVG of the logical and physical view of every sample: no arrow runs through a box
 * other than its own two ends, and no two arrow labels overlap.
 */
class ArrowClearanceTest {

    private static final Set<String> BOXES = Set.of("table", "view", "type", "query");

    /** Lines may touch a box's outline (an arrow's end sits on it) but not enter it. */
    private static final double TOUCH = 1;

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    static Stream<Arguments> samplesAndViews() {
        return SampleCatalog.all().stream()
                .flatMap(s -> Stream.of(ViewKind.LOGICAL, ViewKind.PHYSICAL).map(v -> Arguments.of(s.name(), v)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("samplesAndViews")
    void no_arrow_crosses_a_box_and_no_two_labels_overlap(String sample, ViewKind view) throws Exception {
        SvgDrawing drawing = exported(sample, view);
        assertThat(drawing.boxes()).isNotEmpty();

        List<String> crossings = new ArrayList<>();
        for (SvgDrawing.Arrow arrow : drawing.arrows()) {
            assertThat(arrow.line())
                    .as("%s -> %s is drawn", arrow.from(), arrow.to())
                    .hasSizeGreaterThan(1);
            for (SvgDrawing.Box box : drawing.boxes()) {
                if (box.name().equals(arrow.from()) || box.name().equals(arrow.to())) {
                    continue;
                }
                Rectangle2D inside = inset(box.bounds(), TOUCH);
                for (int i = 0; i + 1 < arrow.line().size(); i++) {
                    Point2D a = arrow.line().get(i);
                    Point2D b = arrow.line().get(i + 1);
                    if (inside.intersectsLine(a.getX(), a.getY(), b.getX(), b.getY())) {
                        crossings.add(arrow.from() + " -> " + arrow.to() + " crosses " + box.name());
                    }
                }
            }
        }
        assertThat(crossings).isEmpty();

        List<SvgDrawing.Arrow> labelled =
                drawing.arrows().stream().filter(a -> a.labelBounds() != null).toList();
        assertThat(labelled).as("arrows with a label on their line").isNotEmpty();
        List<String> overlaps = new ArrayList<>();
        for (int i = 0; i < labelled.size(); i++) {
            for (int j = i + 1; j < labelled.size(); j++) {
                if (inset(labelled.get(i).labelBounds(), 0.5)
                        .intersects(inset(labelled.get(j).labelBounds(), 0.5))) {
                    overlaps.add(
                            labelled.get(i).label() + " / " + labelled.get(j).label());
                }
            }
        }
        assertThat(overlaps).isEmpty();
    }

    private static SvgDrawing exported(String sample, ViewKind view) throws Exception {
        Project project = FxTestSupport.sample(sample);
        DiagramView diagram = FxTestSupport.rendered(view, project);
        return SvgDrawing.parse(FxTestSupport.onFx(() -> SvgExporter.render(diagram)), BOXES);
    }

    private static Rectangle2D inset(Rectangle2D r, double by) {
        return new Rectangle2D.Double(
                r.getX() + by, r.getY() + by, Math.max(0, r.getWidth() - 2 * by), Math.max(0, r.getHeight() - 2 * by));
    }
}
