package dev.keyspace.app.designer.perf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The frame time of panning and dragging in a 500-table physical view (docs/benchmarks.md). Skipped in the
 * normal build, because its timings need a quiet machine; run it with {@code -Dksd.frames=true}.
 */
@EnabledIfSystemProperty(named = "ksd.frames", matches = "true")
class LargePhysicalViewFrameTimeTest {

    private static final int FRAMES = 300;

    @Test
    void should_pan_and_drag_a_500_table_physical_view_at_interactive_frame_rates() throws Exception {
        Project project = LargeProject.generate(10, 50);
        assertThat(project.allTables()).hasSize(500);
        FrameTimeHarness harness = FrameTimeHarness.open(project);
        try {
            FrameTimeHarness.Frames pan = harness.pan(FRAMES);
            Node table = harness.view().nodes().values().iterator().next();
            FrameTimeHarness.Frames drag = harness.drag(table, FRAMES);
            System.out.println("500-table physical view, pan:  " + pan.summary());
            System.out.println("500-table physical view, drag: " + drag.summary());
            // a typical frame within 100 ms (10 frames a second) even on a busy machine; a view that redrew
            // or re-rendered everything per frame would take seconds
            assertThat(pan.percentile(50)).isLessThan(100);
            assertThat(drag.percentile(50)).isLessThan(100);
        } finally {
            harness.close();
        }
    }
}
