package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.findings.FindingLocator;
import dev.keyspace.model.schema.ElementId;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javafx.scene.control.CheckBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Selecting an element narrows the findings to it; "selection only" unticked, or nothing selected, shows all. */
@ExtendWith(ApplicationExtension.class)
class FindingsFollowSelectionTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_show_the_findings_of_the_selected_element_and_all_on_request(FxRobot robot) throws Exception {
        waitFor(() -> window.findings().findings().size() > 1);
        FindingLocator locator = new FindingLocator(project());
        Map<Optional<ElementId>, Long> byElement = window.findings().findings().stream()
                .collect(Collectors.groupingBy(locator::locate, Collectors.counting()));
        ElementId element = byElement.keySet().stream()
                .flatMap(Optional::stream)
                .findFirst()
                .orElseThrow();
        int all = window.findings().findings().size();
        assertThat(byElement.get(Optional.of(element)))
                .as("another element has findings too")
                .isLessThan(all);

        onFx(() -> window.editor().selection().select(element));

        assertThat(window.findings().shown()).isNotEmpty().allMatch(f -> locator.locate(f)
                .equals(Optional.of(element)));

        robot.clickOn("#findings-filter-selection");
        assertThat(robot.lookup("#findings-filter-selection")
                        .queryAs(CheckBox.class)
                        .isSelected())
                .isFalse();
        assertThat(window.findings().shown()).hasSize(all);

        robot.clickOn("#findings-filter-selection");
        assertThat(window.findings().shown()).hasSizeLessThan(all);
        onFx(() -> window.editor().selection().clear());
        assertThat(window.findings().shown())
                .as("nothing selected: every finding")
                .hasSize(all);
    }
}
