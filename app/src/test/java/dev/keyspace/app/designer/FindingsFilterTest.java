package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.validation.Severity;
import java.util.Comparator;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The findings are listed errors first and narrowed by severity, rule, keyspace and text. */
@ExtendWith(ApplicationExtension.class)
class FindingsFilterTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @SuppressWarnings("unchecked")
    private ComboBox<String> box(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(ComboBox.class);
    }

    private List<Finding> shown() {
        return window.findings().shown();
    }

    @Test
    void should_list_errors_first_and_narrow_by_each_choice(FxRobot robot) throws Exception {
        waitFor(() -> window.findings().findings().size() > 1);
        List<Finding> all = window.findings().findings();
        assertThat(shown())
                .as("errors first")
                .isSortedAccordingTo(Comparator.comparing(Finding::severity).reversed());

        onFx(() -> box(robot, "#findings-filter-severity").setValue("warnings and errors"));
        assertThat(shown()).allMatch(f -> f.severity().compareTo(Severity.WARNING) >= 0);
        onFx(() -> box(robot, "#findings-filter-severity").setValue("all severities"));

        String rule = all.get(all.size() - 1).ruleId();
        onFx(() -> box(robot, "#findings-filter-rule").setValue(rule));
        assertThat(shown()).isNotEmpty().allMatch(f -> f.ruleId().equals(rule));
        assertThat(robot.lookup("#findings-panel .panel-title")
                        .queryAs(Label.class)
                        .getText())
                .startsWith("Findings: " + shown().size() + " of " + all.size());
        onFx(() -> box(robot, "#findings-filter-rule").setValue("all rules"));

        onFx(() -> box(robot, "#findings-filter-keyspace").setValue("hotel"));
        assertThat(shown()).allMatch(f -> f.element().startsWith("hotel."));

        Finding one = shown().get(0);
        robot.clickOn("#findings-filter-text").write(one.message().substring(0, 12));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown())
                .contains(one)
                .allMatch(f -> f.message().contains(one.message().substring(0, 12))
                        || f.fix().contains(one.message().substring(0, 12))
                        || f.element().contains(one.message().substring(0, 12)));
    }
}
