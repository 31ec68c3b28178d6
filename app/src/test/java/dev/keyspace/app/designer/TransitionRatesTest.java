package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import java.util.OptionalDouble;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * An arrow of the workflow, selected, shows the rates of the queries it runs in the current mix and edits them in
 * place, as the diagram's arrow labels and the query inspector do: one undoable edit each.
 */
@ExtendWith(ApplicationExtension.class)
class TransitionRatesTest extends DesignerFixture {

    private static final ElementId T2 = ElementId.of("transition:t2");
    private static final ElementId Q2 = ElementId.of("query:q2");

    @Start
    void start(Stage stage) {
        Project hotel = HotelSample.build();
        Workload workload = new Workload(List.of(Mix.empty("browsing").withQuery(Q2, Demand.perSecond(30))));
        window = new DesignerWindow(
                stage, new Document(hotel.withAnalysis(hotel.analysis().withWorkload(workload)), null));
        stage.show();
    }

    @Test
    void should_show_and_edit_the_rates_of_the_queries_an_arrow_runs(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(T2));

        assertThat(field(robot, "inspector-query-Q2-rate").getText()).isEqualTo("30");
        assertThat(field(robot, "inspector-query-Q2-p99").getText()).isEmpty();

        TextField p99 = field(robot, "inspector-query-Q2-p99");
        onFx(() -> window.inspector().scrollTo(p99));
        robot.clickOn(p99).write("15").type(KeyCode.ENTER);

        waitFor(() -> mix().queries().get(Q2).equals(new Demand(30, OptionalDouble.of(15))));
        onFx(() -> window.actions().undo());
        waitFor(() -> mix().queries().get(Q2).equals(Demand.perSecond(30)));
    }

    private Mix mix() {
        return project().analysis().workload().mix("browsing").orElseThrow();
    }
}
