package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.app.designer.dialogs.WindowPlacement;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.samples.SampleCatalog;
import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * At the size the window first opens at on a full-HD screen (the app module's {@code full-hd-screen} execution), with its default layout, the detail of every finding of
 * every sample is read whole beside the findings table: its heading, message and fix fit the pane, with nothing cut
 * and nothing to scroll.
 */
@Tag("full-hd-screen")
@ExtendWith(ApplicationExtension.class)
class FindingDetailReadableTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    /** What a window manager's title bar takes from the window's height (Openbox: 25 px); a headless stage has none. */
    private static final double TITLE_BAR = 30;

    @Test
    void should_show_every_sample_finding_whole_at_the_default_layout(FxRobot robot) throws Exception {
        Rectangle2D screen = Screen.getPrimary().getBounds();
        assertThat(screen.getWidth())
                .as("the full-hd-screen execution's screen")
                .isGreaterThanOrEqualTo(1920);
        assertThat(window.stage().getWidth())
                .as("opened at its first size")
                .isEqualTo(WindowPlacement.firstSize(
                                DesignerWindow.FIRST_SIZE_AT_LEAST,
                                Screen.getPrimary().getVisualBounds())
                        .getWidth());
        int read = 0;
        for (SampleCatalog.Sample sample : SampleCatalog.all()) {
            Project project = sample.builder().get();
            int expected = Checker.check(project).findings().size();
            onFx(() -> window.setDocument(new Document(project, null)));
            waitFor(() -> window.findings().findings().size() == expected);
            TableView<Finding> table = window.findings().table();
            List<Finding> shown = List.copyOf(table.getItems());
            for (int i : longestOfEachRule(shown)) {
                int row = i;
                onFx(() -> table.getSelectionModel().clearAndSelect(row));
                ScrollPane scroll = (ScrollPane) window.stage().getScene().lookup("#finding-detail .scroll-pane");
                Node text = scroll.getContent();
                assertThat(window.findings().detailShown()).contains(shown.get(i));
                assertThat(text.getLayoutBounds().getHeight())
                        .as(
                                "%s: %s, in a pane %s high",
                                sample.name(), shown.get(i).message(), scroll.getViewportBounds())
                        .isLessThanOrEqualTo(scroll.getViewportBounds().getHeight() - TITLE_BAR);
                read++;
            }
        }
        assertThat(read).as("findings read").isGreaterThan(5);
    }

    /** The rows of the longest finding of each rule: a rule's findings differ only in the names they quote. */
    private static List<Integer> longestOfEachRule(List<Finding> findings) {
        java.util.Map<String, Integer> longest = new java.util.TreeMap<>();
        for (int i = 0; i < findings.size(); i++) {
            longest.merge(
                    findings.get(i).ruleId(),
                    i,
                    (was, now) -> length(findings.get(now)) > length(findings.get(was)) ? now : was);
        }
        return List.copyOf(longest.values());
    }

    private static int length(Finding finding) {
        return finding.ruleId().length()
                + finding.element().length()
                + finding.message().length()
                + finding.fix().length();
    }
}
