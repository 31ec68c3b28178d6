package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.cli.KsdCommandLine;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A finding read whole in the detail pane, its dot's tooltip, and Suppress… as ksd check reads it. */
@ExtendWith(ApplicationExtension.class)
class FindingDetailAndSuppressTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private static String check(Path file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        KsdCommandLine.run(
                new String[] {"check", file.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private Finding replicationOfHotel() {
        return window.findings().findings().stream()
                .filter(f -> f.ruleId().equals("replication") && f.element().equals("hotel"))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void should_show_a_finding_whole_and_suppress_it_as_ksd_check_reads_it(FxRobot robot, @TempDir Path folder)
            throws Exception {
        waitFor(() -> window.findings().findings().stream()
                .anyMatch(f -> f.ruleId().equals("replication") && f.element().equals("hotel")));
        Finding finding = replicationOfHotel();
        assertThat(window.findings().findings().get(0).severity())
                .as("errors first")
                .isGreaterThanOrEqualTo(window.findings()
                        .findings()
                        .get(window.findings().findings().size() - 1)
                        .severity());
        assertThat(robot.lookup("#findings .severity-icon").tryQuery())
                .as("severity as an icon")
                .isPresent();

        Path before = folder.resolve("before.ksd.json");
        onFx(() -> window.actions().saveAs(before));
        assertThat(check(before)).contains("replication").contains(finding.message());

        onFx(() -> window.findings().table().getSelectionModel().select(finding));
        assertThat(robot.lookup("#finding-detail-message").queryAs(Label.class).getText())
                .isEqualTo(finding.message());
        assertThat(robot.lookup("#finding-detail-fix").queryAs(Label.class).getText())
                .isEqualTo("Fix: " + finding.fix());

        robot.clickOn("#finding-suppress");
        WaitForAsyncUtils.waitForFxEvents();
        TextField reason = robot.lookup("#suppress-reason").queryAs(TextField.class);
        robot.clickOn(reason).write("a development keyspace: one node, no QUORUM needed");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(project().analysis().suppression("replication", "hotel"))
                .hasValueSatisfying(
                        s -> assertThat(s.reason()).isEqualTo("a development keyspace: one node, no QUORUM needed"));
        long revision = window.history().revision();
        waitFor(() -> window.checkedRevision() == revision);
        assertThat(window.findings().findings()).doesNotContain(finding);

        Path after = folder.resolve("after.ksd.json");
        onFx(() -> window.actions().saveAs(after));
        assertThat(check(after)).doesNotContain(finding.message());
    }

    @Test
    void should_explain_a_diagram_dot_in_its_tooltip() throws Exception {
        ElementId hotels = HOTELS;
        onFx(() -> window.select(ViewKind.LOGICAL));
        waitFor(() -> window.badges(ViewKind.LOGICAL).tooltip(hotels).isPresent()
                || window.badges(ViewKind.LOGICAL).shown().keySet().stream()
                        .anyMatch(id ->
                                window.badges(ViewKind.LOGICAL).tooltip(id).isPresent()));
        ElementId marked = window.badges(ViewKind.LOGICAL).shown().keySet().stream()
                .filter(id -> window.badges(ViewKind.LOGICAL).tooltip(id).isPresent())
                .findFirst()
                .orElseThrow();
        assertThat(window.badges(ViewKind.LOGICAL).tooltip(marked).orElseThrow())
                .containsAnyOf("error (", "warning (", "info (")
                .endsWith("See the Findings panel for the fix.");
    }
}
