package dev.keyspace.app.designer.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.samples.MessagingSample;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@LocalCassandra
@ExtendWith(ApplicationExtension.class)
class DeployDialogTest {

    private DesignerWindow window;
    private Project project;

    /** The messaging sample in a keyspace of the test's own, with replication one node accepts. */
    @Start
    void start(Stage stage) {
        Project sample = MessagingSample.build();
        Keyspace keyspace = sample.keyspaces()
                .get(0)
                .withName(Identifier.of("dialog_" + System.nanoTime()))
                .withReplication(Replication.simple(1));
        project = sample.withKeyspaces(List.of(keyspace));
        window = new DesignerWindow(stage, new Document(project, null));
        stage.show();
    }

    private static String contactPoint(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    private static void waitFor(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T> T onFx(java.util.concurrent.Callable<T> work) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> {
                    result.set(work.call());
                    return null;
                })
                .get(30, TimeUnit.SECONDS);
        return result.get();
    }

    @Test
    void should_preview_deploy_and_then_find_nothing_to_do_and_import_it_back(LocalCluster cluster) throws Exception {
        DeployDialog dialog = onFx(() -> {
            DeployDialog created =
                    new DeployDialog(window.stage(), () -> window.document().project());
            created.setContactPoints(contactPoint(cluster));
            created.stage().show();
            created.preview();
            return created;
        });
        waitFor(() -> dialog.statusText().endsWith("Review them, then Deploy."));
        assertThat(dialog.planList().getItems())
                .first()
                .asString()
                .startsWith("create: CREATE KEYSPACE "
                        + project.keyspaces().get(0).name().asCql());
        int statements = project.keyspaces().get(0).tables().size() + 1;
        assertThat(dialog.planList().getItems()).hasSize(statements);

        onFx(() -> {
            dialog.deploy();
            return null;
        });
        waitFor(() -> dialog.statusText().startsWith("Applied"));
        assertThat(dialog.statusText()).isEqualTo("Applied " + statements + " statements.");
        assertThat(dialog.resultList().getItems()).hasSize(statements).allMatch(line -> line.startsWith("✓ "));
        assertThat(dialog.progressBar().getProgress()).isEqualTo(1.0);

        onFx(() -> {
            dialog.preview();
            return null;
        });
        waitFor(() -> dialog.statusText().startsWith("Nothing to deploy"));

        String keyspace = project.keyspaces().get(0).name().asCql();
        Document designed = window.document();
        ImportFromClusterDialog importDialog = onFx(() -> {
            ImportFromClusterDialog created = new ImportFromClusterDialog(window.stage(), window::setDocument);
            created.fill(contactPoint(cluster), keyspace);
            created.importKeyspaces();
            return created;
        });
        waitFor(() -> window.document() != designed);
        assertThat(window.document().project().keyspace(keyspace).orElseThrow().tables())
                .extracting(t -> t.name().asCql())
                .containsExactlyInAnyOrderElementsOf(project.keyspaces().get(0).tables().stream()
                        .map(t -> t.name().asCql())
                        .toList());
        assertThat(window.document().file())
                .as("an import is a project not yet saved")
                .isEmpty();
        assertThat(window.document().isDirty())
                .as("nothing edited since the import: closing asks nothing, the cluster still holds it")
                .isFalse();
        assertThat(importDialog.statusText()).isEqualTo("Reading the live schema…");
        onFx(() -> {
            dialog.stage().close();
            return null;
        });
    }

    @Test
    void should_say_in_one_sentence_when_the_cluster_cannot_be_reached() throws Exception {
        int unused;
        try (java.net.ServerSocket socket =
                new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            unused = socket.getLocalPort();
        }
        DeployDialog dialog = onFx(() -> {
            DeployDialog created =
                    new DeployDialog(window.stage(), () -> window.document().project());
            created.setContactPoints("127.0.0.1:" + unused);
            created.preview();
            return created;
        });
        waitFor(() -> !dialog.statusText().startsWith("Connecting"));
        assertThat(dialog.statusText()).contains("127.0.0.1:" + unused).doesNotContain("Exception");
        assertThat(dialog.planList().getItems()).isEmpty();
    }
}
