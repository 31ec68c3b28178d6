package dev.keyspace.app.designer.editing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocumentTest {

    private static final ElementId HOTELS = ElementId.forTable(Identifier.of("hotel"), Identifier.of("hotels"));

    private static LayoutEdit move(double x) {
        return new LayoutEdit.SetBounds(ViewKind.LOGICAL, Map.of(HOTELS, new NodeBounds(x, 40, 160, 120)));
    }

    @Test
    void should_be_clean_again_after_undoing_every_edit_since_it_was_opened() {
        Document document = new Document(HotelSample.build(), null);
        document.history().apply(move(500));
        assertThat(document.isDirty()).isTrue();

        document.history().undo();
        assertThat(document.isDirty()).as("back to what was loaded").isFalse();
        assertThat(document.title()).doesNotStartWith("• ");

        document.history().redo();
        assertThat(document.isDirty()).as("redone").isTrue();
    }

    /** What Ctrl+Z in a name field or in the CQL text gives: an edit that puts back what was there. */
    @Test
    void should_be_clean_again_when_an_edit_puts_back_what_was_loaded() {
        Project loaded = move(500).apply(HotelSample.build());
        Document document = new Document(loaded, null);
        document.history().apply(move(600));
        assertThat(document.isDirty()).isTrue();

        document.history().apply(move(500));

        assertThat(document.project()).isNotSameAs(loaded).isEqualTo(loaded);
        assertThat(document.isDirty())
                .as("nothing differs from what was loaded")
                .isFalse();
        assertThat(document.title()).doesNotStartWith("• ");
    }

    @Test
    void should_be_dirty_after_undoing_past_the_last_save(@TempDir Path dir) throws Exception {
        Document document = new Document(HotelSample.build(), null);
        document.history().apply(move(500));
        document.saveAs(dir.resolve("hotel.ksd.json"));
        assertThat(document.isDirty()).isFalse();

        document.history().undo();
        assertThat(document.isDirty()).as("differs from the saved file").isTrue();
        document.history().redo();
        assertThat(document.isDirty()).as("the saved project again").isFalse();
    }

    @Test
    void should_have_nothing_unsaved_in_an_imported_project_until_it_is_edited() {
        Project imported = HotelSample.build();
        Document document = Document.imported(imported);
        assertThat(document.isDirty())
                .as("still held where it was imported from")
                .isFalse();
        assertThat(document.file()).isEmpty();
        document.history().apply(move(500));
        assertThat(document.isDirty()).as("edited").isTrue();
        document.history().undo();
        assertThat(document.isDirty()).as("as imported again").isFalse();
    }

    @Test
    void should_keep_a_recovered_project_unsaved_until_it_is_saved() {
        Document document = Document.recovered(HotelSample.build(), null);
        assertThat(document.isDirty()).as("exists only in the recovery copy").isTrue();
    }
}
