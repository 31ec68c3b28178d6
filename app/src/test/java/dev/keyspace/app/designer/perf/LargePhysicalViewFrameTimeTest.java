package dev.keyspace.app.designer.perf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A benchmark, not a test: prints the frame times of panning, dragging and editing in the designer showing
 * a 500-table physical view (docs/benchmarks.md has the figures). Skipped in the normal build, because its
 * timings need a quiet machine; run it with {@code -Dksd.frames=true}.
 */
@EnabledIfSystemProperty(named = "ksd.frames", matches = "true")
class LargePhysicalViewFrameTimeTest {

    private static final int FRAMES = 300;
    private static final int EDITS = 20;

    @Test
    void should_pan_drag_and_edit_a_500_table_physical_view_at_interactive_frame_rates() throws Exception {
        Project project = LargeProject.generate(10, 50);
        assertThat(project.allTables()).hasSize(500);
        FrameTimeHarness harness = FrameTimeHarness.open(project);
        try {
            FrameTimeHarness.Frames pan = harness.pan(FRAMES);
            Node table = harness.view().nodes().values().iterator().next();
            FrameTimeHarness.Frames drag = harness.drag(table, FRAMES);
            ElementId dropped = LargeProject.table(0, 0);
            FrameTimeHarness.Frames drop = harness.edits(
                    EDITS, i -> new LayoutEdit.MoveNode(ViewKind.PHYSICAL, dropped, 40 + 7 * i, 60 + 5 * i));
            ElementId renamed = LargeProject.table(3, 7);
            FrameTimeHarness.Frames rename = harness.edits(
                    EDITS,
                    i -> new ColumnEdit.Rename(
                            renamed, Identifier.of(i == 0 ? "note" : "note_" + (i - 1)), Identifier.of("note_" + i)));
            System.out.printf(
                    java.util.Locale.ROOT, "500-table physical view, open:          %.0f ms%n", harness.openMillis());
            System.out.println("500-table physical view, pan:           " + pan.summary());
            System.out.println("500-table physical view, drag:          " + drag.summary());
            System.out.println("500-table physical view, drop (edit):   " + drop.summary());
            System.out.println("500-table physical view, rename column: " + rename.summary());
            // figures, not verdicts: speed is judged from docs/benchmarks.md, never by a timed assertion
            assertThat(pan.millis()).hasSize(FRAMES);
            assertThat(drag.millis()).hasSize(FRAMES);
            assertThat(drop.millis()).hasSize(EDITS);
            assertThat(rename.millis()).hasSize(EDITS);
            ChebotkoTableNode shown =
                    (ChebotkoTableNode) harness.view().node(renamed).orElseThrow();
            assertThat(shown.lines()).contains("note_" + (EDITS - 1) + " text");
        } finally {
            harness.close();
        }
    }
}
