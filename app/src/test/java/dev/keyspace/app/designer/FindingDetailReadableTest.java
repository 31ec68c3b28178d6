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
import javafx.scene.control.ComboBox;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * At the size the window first opens at on a 1600 x 1000 screen (the app module's {@code desktop-screen} execution),
 * with its default layout, the findings pane reads whole: every choice of its filter shows its whole text, and the
 * detail of every finding of every sample is read beside the findings table, its heading, message and fix fitting the
 * pane with nothing cut and nothing to scroll.
 */
@Tag("desktop-screen")
@ExtendWith(ApplicationExtension.class)
class FindingDetailReadableTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    /** What a window manager's title bar takes from the window's height (Openbox: 25 px); a headless stage has none. */
    private static final double TITLE_BAR = 30;
    /** A heading and four rows of the findings table, less the title bar. */
    private static final double ROOM_FOR_ROWS = 5 * 25 - TITLE_BAR;

    @Test
    void should_show_every_sample_finding_whole_at_the_default_layout(FxRobot robot) throws Exception {
        Rectangle2D screen = Screen.getPrimary().getBounds();
        assertThat(screen.getWidth())
                .as("the desktop-screen execution's screen")
                .isEqualTo(1600);
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

    @Test
    void should_show_every_filter_choice_whole_at_the_default_layout(FxRobot robot) throws Exception {
        assertThat(Screen.getPrimary().getBounds().getWidth())
                .as("the desktop-screen execution's screen")
                .isEqualTo(1600);
        int read = 0;
        for (SampleCatalog.Sample sample : SampleCatalog.all()) {
            Project project = sample.builder().get();
            int expected = Checker.check(project).findings().size();
            onFx(() -> window.setDocument(new Document(project, null)));
            waitFor(() -> window.findings().findings().size() == expected);
            for (String id :
                    List.of("#findings-filter-severity", "#findings-filter-rule", "#findings-filter-keyspace")) {
                @SuppressWarnings("unchecked")
                ComboBox<String> box =
                        (ComboBox<String>) window.stage().getScene().lookup(id);
                String first = box.getItems().get(0);
                for (String choice : List.copyOf(box.getItems())) {
                    onFx(() -> box.setValue(choice));
                    assertThat(shownText(box))
                            .as("%s: %s in %s", sample.name(), choice, id)
                            .isEqualTo(choice);
                    read++;
                }
                onFx(() -> box.setValue(first));
            }
            assertThat(window.findings().table().getHeight())
                    .as("%s: the table under the filter keeps room for rows", sample.name())
                    .isGreaterThanOrEqualTo(ROOM_FOR_ROWS);
        }
        assertThat(read).as("choices read").isGreaterThan(10);
    }

    /** The text the box's button cell draws, which a cell too narrow for its text cuts with an ellipsis. */
    private static String shownText(ComboBox<String> box) throws Exception {
        return dev.keyspace.app.views.FxTestSupport.onFx(() -> {
            box.getScene().getRoot().applyCss();
            box.getScene().getRoot().layout();
            javafx.scene.Parent cell = (javafx.scene.Parent)
                    ((javafx.scene.control.skin.ComboBoxListViewSkin<?>) box.getSkin()).getDisplayNode();
            return cell.getChildrenUnmodifiable().stream()
                    .filter(Text.class::isInstance)
                    .map(text -> ((Text) text).getText())
                    .findFirst()
                    .orElse("no text drawn");
        });
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
