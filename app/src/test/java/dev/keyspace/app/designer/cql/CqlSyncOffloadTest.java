package dev.keyspace.app.designer.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A large project's text is written off the UI thread ({@link TextOffload}): these tests hold each written text
 * back, as a busy background thread would, and check which ones reach the pane.
 */
class CqlSyncOffloadTest {

    private static final Identifier KS = Identifier.of("ks");

    private final List<String> texts = new ArrayList<>();
    private final List<String> statuses = new ArrayList<>();
    private final Deque<Runnable> pending = new ArrayDeque<>();
    private final TextOffload heldBack = new TextOffload() {
        @Override
        public void run(Supplier<CqlSync.Written> work, Consumer<CqlSync.Written> done) {
            pending.add(() -> done.accept(work.get()));
        }
    };
    private final CqlSync sync = new CqlSync(texts::add, o -> statuses.add(o.status()), heldBack);

    private static Project tables(int count) {
        StringBuilder cql = new StringBuilder(
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
        for (int i = 0; i < count; i++) {
            cql.append("CREATE TABLE ks.t").append(i).append(" (id int PRIMARY KEY, v text);\n");
        }
        return new CqlReader().read("test.cql", cql.toString()).project();
    }

    private void runPending() {
        while (!pending.isEmpty()) {
            pending.poll().run();
        }
    }

    @Test
    void should_write_a_small_project_at_once() {
        sync.attach(new History(tables(CqlSync.OFFLOADED_TABLES)));

        assertThat(pending).isEmpty();
        assertThat(texts).singleElement().asString().contains("CREATE TABLE ks.t149 (");
        assertThat(statuses).containsExactly("In sync with the diagram");
    }

    @Test
    void should_show_a_large_project_text_when_it_is_written() {
        sync.attach(new History(tables(CqlSync.OFFLOADED_TABLES + 1)));

        assertThat(texts).isEmpty();
        assertThat(statuses).containsExactly("Writing the CQL of 151 tables…");
        runPending();
        assertThat(texts).singleElement().asString().contains("CREATE TABLE ks.t150 (");
        assertThat(statuses).last().isEqualTo("In sync with the diagram");
    }

    @Test
    void should_show_only_the_latest_text_when_the_project_changed_while_writing() {
        History history = new History(tables(CqlSync.OFFLOADED_TABLES + 1));
        sync.attach(history);
        history.apply(new TableEdit.Rename(
                ElementId.forTable(KS, Identifier.of("t0")), Identifier.of("t0"), Identifier.of("renamed")));

        runPending();
        assertThat(texts)
                .singleElement()
                .asString()
                .contains("CREATE TABLE ks.renamed (")
                .doesNotContain("ks.t0 (");
    }

    @Test
    void should_not_let_a_large_text_still_being_written_replace_a_smaller_one_written_since() {
        History history = new History(tables(CqlSync.OFFLOADED_TABLES + 1));
        sync.attach(history);
        history.apply(new TableEdit.Remove(ElementId.forTable(KS, Identifier.of("t0")), Identifier.of("t0")));

        assertThat(texts)
                .as("150 tables are written at once")
                .singleElement()
                .asString()
                .doesNotContain("ks.t0 (");
        runPending();
        assertThat(texts).singleElement().asString().doesNotContain("ks.t0 (");
        assertThat(statuses).last().isEqualTo("In sync with the diagram");
    }

    @Test
    void should_keep_the_users_typing_over_a_text_written_meanwhile() {
        sync.attach(new History(tables(CqlSync.OFFLOADED_TABLES + 1)));
        sync.textEdited();

        runPending();
        assertThat(texts).isEmpty();
        assertThat(sync.isTextDirty()).isTrue();
    }

    @Test
    void should_drop_a_text_of_an_older_document() {
        sync.attach(new History(tables(CqlSync.OFFLOADED_TABLES + 1)));
        sync.attach(new History(tables(3)));

        runPending();
        assertThat(texts)
                .singleElement()
                .asString()
                .contains("CREATE TABLE ks.t2 (")
                .doesNotContain("ks.t3 (");
    }
}
