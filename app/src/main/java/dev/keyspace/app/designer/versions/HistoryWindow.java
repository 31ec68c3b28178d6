package dev.keyspace.app.designer.versions;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.app.designer.deploy.ConnectionForm;
import dev.keyspace.app.designer.dialogs.DialogClosing;
import dev.keyspace.app.designer.dialogs.OwnerStyles;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.edit.VersionEdit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.versions.SchemaVersion;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * File > Version History…: the marked versions, newest first, and a comparison of any two sides (a version, the
 * model now, or a live cluster) with its changes listed. While the newer side is the model, the diagrams mark the
 * elements added, changed or renamed since the older side; closing the window takes the marks away. The window
 * follows every edit (an undo, a version marked or removed) while it is shown.
 *
 * <p>Every comparison runs on the window's worker thread, never on the FX thread: the window shows that it is
 * working, stays usable, and shows only the latest comparison asked for (one asked for before it is skipped if it
 * has not started, and its result dropped if it has). The cluster's side is read through the connection shown
 * while it is chosen, once, and again only with Read Cluster or when the model names a keyspace not read yet;
 * a connection that fails is one sentence in the window.
 */
final class HistoryWindow {

    private final Stage stage = new Stage();
    private final Editor editor;
    private final Consumer<Map<ElementId, String>> highlight;
    private final VersionList versions = new VersionList();
    private final ChangeList changes;
    private final ComboBox<Side> from = new ComboBox<>();
    private final ComboBox<Side> to = new ComboBox<>();
    private final Label summary = new Label();
    private final Label clusterRead = new Label();
    private final Label problem = new Label();
    private final ProgressIndicator working = new ProgressIndicator();
    private final Button remove = new Button("Remove Version");
    private final ConnectionForm connection = new ConnectionForm("history");
    private final Button readCluster = new Button("Read Cluster");
    private final GridPane clusterForm = new GridPane();
    private final LiveSchema cluster;
    /** Comparisons of the project's own states, one at a time. */
    private final ExecutorService worker = OwnThread.executor("ksd-history");
    /** Comparisons with a cluster, whose connection may take long: no other comparison waits for them. */
    private final ExecutorService clusterWorker = OwnThread.executor("ksd-history-cluster");
    /** The number of the latest comparison asked for; a result of any other is dropped. */
    private final AtomicLong latest = new AtomicLong();

    private boolean filling;
    /** How many results came after another comparison was asked for, and were not shown; FX thread only. */
    private int dropped;
    /** The sides of the comparison last asked for, FX thread only: a new pair clears the list while it runs. */
    private List<Side> asked = List.of();

    HistoryWindow(Window owner, Editor editor, Consumer<Map<ElementId, String>> highlight, Consumer<ElementId> reveal) {
        this(owner, editor, highlight, reveal, new ClusterSide(Clock.systemDefaultZone()));
    }

    HistoryWindow(
            Window owner,
            Editor editor,
            Consumer<Map<ElementId, String>> highlight,
            Consumer<ElementId> reveal,
            LiveSchema cluster) {
        this.editor = editor;
        this.cluster = cluster;
        this.highlight = highlight;
        this.changes = new ChangeList(reveal);
        stage.initOwner(owner);
        stage.setTitle("Version History");
        from.setId("history-from");
        to.setId("history-to");
        summary.setId("history-summary");
        summary.setMinWidth(0);
        clusterRead.setId("history-cluster-read");
        clusterRead.getStyleClass().add("inspector-note");
        problem.setId("history-problem");
        problem.getStyleClass().add("inspector-error");
        problem.setWrapText(true);
        problem.setMinHeight(Region.USE_PREF_SIZE);
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        problem.visibleProperty().bind(problem.managedProperty());
        working.setId("history-working");
        working.setPrefSize(18, 18);
        working.setMaxSize(18, 18);
        working.setVisible(false);
        readCluster.setId("history-read-cluster");
        readCluster.setOnAction(e -> readClusterAgain());
        remove.setId("history-remove");
        remove.setOnAction(e -> removeSelected());
        remove.disableProperty()
                .bind(versions.table()
                        .getSelectionModel()
                        .selectedItemProperty()
                        .isNull());
        from.valueProperty().addListener((o, was, now) -> compareUnlessFilling());
        to.valueProperty().addListener((o, was, now) -> compareUnlessFilling());
        stage.setOnHidden(e -> {
            latest.incrementAndGet(); // a comparison still running is not shown, nor marked in the diagrams
            working.setVisible(false);
            asked = List.of();
            highlight.accept(Map.of());
        });
        stage.setOnShown(e -> refresh());
        stage.setScene(new Scene(layout(), 1000, 680));
        // made with the window, before the window has its scene: its styles are taken when first shown
        stage.setOnShowing(e -> OwnerStyles.of(owner, stage.getScene()));
    }

    Stage stage() {
        return stage;
    }

    private VBox layout() {
        Label versionsTitle = new Label("Versions, newest first");
        versionsTitle.getStyleClass().add("inspector-heading");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox versionsBar = new HBox(8, versionsTitle, gap, remove);
        versionsBar.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(6, versionsBar, versions.table());
        VBox.setVgrow(versions.table(), Priority.ALWAYS);
        Label compareTitle = new Label("Compare");
        compareTitle.getStyleClass().add("inspector-heading");
        Label with = new Label("with");
        for (Region fixed : List.of(compareTitle, from, with, to, working)) {
            fixed.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox sides = new HBox(8, compareTitle, from, with, to, working, summary);
        sides.setAlignment(Pos.CENTER_LEFT);
        clusterForm.setHgap(8);
        clusterForm.setVgap(6);
        int next = connection.addInTwoRows(clusterForm, 0);
        Label clusterNote = new Label("Compared with the model, the cluster's changes are what a deploy would make."
                + " 127.0.0.1:9042 is the dev cluster (ksd dev-cluster start).");
        clusterNote.getStyleClass().add("inspector-note");
        clusterNote.setWrapText(true);
        clusterForm.add(readCluster, 4, 0);
        clusterForm.add(clusterRead, 4, 1);
        clusterForm.add(clusterNote, 0, next, 5, 1);
        clusterForm.setId("history-cluster");
        clusterForm.managedProperty().bind(clusterForm.visibleProperty());
        clusterForm.setVisible(false);
        Label hint = new Label("Either side can be a version, the model now, or a live cluster (Live cluster…). While"
                + " the model is the newer side, the diagrams outline what it added (green), changed (amber) or renamed"
                + " (purple). Double-click a change to show it.");
        hint.getStyleClass().add("inspector-note");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        VBox bottom = new VBox(6, sides, clusterForm, problem, hint, changes.pane());
        VBox.setVgrow(changes.pane(), Priority.ALWAYS);
        SplitPane body = new SplitPane(top, bottom);
        body.setOrientation(Orientation.VERTICAL);
        body.setDividerPositions(0.3);
        Region closeGap = new Region();
        HBox.setHgrow(closeGap, Priority.ALWAYS);
        HBox buttons = new HBox(8, closeGap, DialogClosing.install(stage, "history-close"));
        VBox root = new VBox(8, body, buttons);
        VBox.setVgrow(body, Priority.ALWAYS);
        root.setPadding(new Insets(12));
        return root;
    }

    /** Re-reads the versions and compares again; called when shown and after every edit while shown. */
    void refresh() {
        if (!stage.isShowing() || editor.history().inGroup()) {
            return; // a drag's steps are not compared one by one
        }
        List<SchemaVersion> marked = editor.project().versions();
        versions.show(marked);
        List<Side> choices = new ArrayList<>();
        choices.add(Side.MODEL);
        for (int i = marked.size() - 1; i >= 0; i--) {
            choices.add(Side.of(marked.get(i).name()));
        }
        choices.add(Side.LIVE);
        filling = true;
        try {
            Side older = keep(from.getValue(), choices, choices.size() > 2 ? choices.get(1) : Side.MODEL);
            Side newer = keep(to.getValue(), choices, Side.MODEL);
            from.getItems().setAll(choices);
            to.getItems().setAll(choices);
            from.setValue(older);
            to.setValue(newer);
        } finally {
            filling = false;
        }
        compare();
    }

    private static Side keep(Side chosen, List<Side> choices, Side otherwise) {
        return chosen != null && choices.contains(chosen) ? chosen : otherwise;
    }

    private void compareUnlessFilling() {
        if (!filling) {
            compare();
        }
    }

    /**
     * Asks the worker for what changed from the older side to the newer; the result is listed, and marked in the
     * diagrams when the newer side is the model, unless another comparison was asked for meanwhile.
     */
    private void compare() {
        Side older = from.getValue();
        Side newer = to.getValue();
        boolean live = older != null && older.live() || newer != null && newer.live();
        clusterForm.setVisible(live);
        long number = latest.incrementAndGet();
        if (older == null || newer == null) {
            shown(number, new Comparison.Shown(List.of(), Optional.empty(), "", ""));
            return;
        }
        Comparison comparison = new Comparison(editor.project(), older, newer, connection.target());
        List<Side> pair = List.of(older, newer);
        if (!pair.equals(asked)) {
            changes.clear(comparison.working());
            highlight.accept(Map.of());
        }
        asked = pair;
        working.setVisible(true);
        summary.setText(comparison.working());
        if (comparison.readsCluster()) {
            clusterRead.setText("");
        }
        readCluster.setDisable(true);
        (comparison.readsCluster() ? clusterWorker : worker).execute(() -> {
            if (latest.get() != number) {
                return; // another comparison was asked for before this one started
            }
            Comparison.Result result;
            try {
                result = comparison.run(cluster);
            } catch (RuntimeException e) {
                result = new Comparison.Failure("The comparison failed: " + Comparison.oneSentence(e.getMessage()));
            }
            Comparison.Result done = result;
            Platform.runLater(() -> shown(number, done));
        });
    }

    /** Shows a comparison's result, unless another was asked for since (or the window closed). */
    private void shown(long number, Comparison.Result result) {
        if (latest.get() != number) {
            dropped++;
            return;
        }
        working.setVisible(false);
        readCluster.setDisable(false);
        if (result instanceof Comparison.Shown found) {
            problem.setText("");
            changes.show(found.changes(), found.model());
            summary.setText(found.summary());
            clusterRead.setText(found.source());
            highlight.accept(found.model().map(m -> m.marks(found.changes())).orElse(Map.of()));
        } else if (result instanceof Comparison.Failure failure) {
            changes.clear("Nothing to list.");
            summary.setText("");
            clusterRead.setText("");
            problem.setText(failure.sentence());
            highlight.accept(Map.of());
        }
    }

    /** How many results were dropped because another comparison had been asked for since. */
    int droppedResults() {
        return dropped;
    }

    /** Reads the cluster again with the connection as the form has it now, and compares. */
    private void readClusterAgain() {
        cluster.forget();
        asked = List.of();
        compare();
    }

    /** Forgets the selected version (one marked by mistake), as one edit that Undo brings back. */
    private void removeSelected() {
        versions.selected().ifPresent(version -> {
            if (editor.apply(new VersionEdit.Remove(version.name()))) {
                editor.report("Removed version " + version.name() + "; Edit > Undo brings it back");
            }
        });
    }
}
