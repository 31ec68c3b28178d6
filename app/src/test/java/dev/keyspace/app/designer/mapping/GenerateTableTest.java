package dev.keyspace.app.designer.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.util.concurrent.atomic.AtomicReference;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class GenerateTableTest {

    private static final ElementId HOTELS_BY_POI =
            ElementId.forTable(Identifier.of("hotel"), Identifier.of("hotels_by_poi"));

    private DesignerWindow window;
    private Project withoutTable;

    /** The hotel sample without the table that serves Q1: the state a designer is in before generating it. */
    @Start
    void start(Stage stage) {
        withoutTable = new TableEdit.Remove(HOTELS_BY_POI, Identifier.of("hotels_by_poi")).apply(HotelSample.build());
        window = new DesignerWindow(stage, new Document(withoutTable, null));
        stage.show();
    }

    private Query q1() {
        return window.editor().project().queries().get(0);
    }

    private <T> T onFx(java.util.concurrent.Callable<T> work) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> {
                    result.set(work.call());
                    return null;
                })
                .get();
        WaitForAsyncUtils.waitForFxEvents();
        return result.get();
    }

    @Test
    void should_preview_the_tables_that_would_serve_the_query_with_sizing_and_cql() throws Exception {
        GenerateTableDialog dialog = onFx(() -> {
            GenerateTableDialog.Proposals proposals =
                    GenerateTableDialog.propose(window.editor().project(), q1());
            return new GenerateTableDialog(window.editor().project(), q1(), proposals.options(), window.stage());
        });
        assertThat(dialog.proposalList().getItems()).isNotEmpty();
        assertThat(dialog.proposalList().getSelectionModel().getSelectedIndex()).isZero();
        assertThat(dialog.previewArea().getText())
                .contains("Average:")
                .contains("Worst case:")
                .contains("CREATE TABLE hotel.hotels_by_poi (")
                .contains("PRIMARY KEY (poi_name, hotel_id)");
    }

    @Test
    void should_create_the_chosen_table_linked_to_its_query_as_one_undoable_edit() throws Exception {
        TableProposal first =
                GenerateTableDialog.propose(withoutTable, q1()).options().get(0);
        assertThat(onFx(() -> window.elementActions().acceptProposal(q1(), first)))
                .isTrue();

        Project generated = window.editor().project();
        var table = generated.table("hotel", "hotels_by_poi").orElseThrow();
        assertThat(table.partitionKey()).extracting(c -> c.name().internal()).containsExactly("poi_name");
        assertThat(table.clustering()).extracting(c -> c.name().internal()).containsExactly("hotel_id");
        assertThat(table.column("hotel_id").orElseThrow().kind()).isEqualTo(ColumnKind.CLUSTERING);
        assertThat(generated.queries().get(0).servedBy()).contains(first.servingId());
        assertThat(window.editor().selection().ids()).contains(first.servingId());

        onFx(() -> {
            window.history().undo();
            return null;
        });
        assertThat(window.editor().project()).isEqualTo(withoutTable);
    }
}
