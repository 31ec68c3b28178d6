package dev.keyspace.app.designer.find;

import dev.keyspace.app.background.OwnThread;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Find (Ctrl+F): a bar above the diagrams with a search field and the matching elements and findings, best first.
 * Typing searches at once; Enter, a double click or Down then Enter reveals the chosen result (selected, shown in a
 * diagram that draws it, scrolled into view and zoomed to a readable size) and closes the list (typing, or Down,
 * opens it again); Esc closes the bar.
 */
public final class FindBar extends VBox {

    static final int MAX_RESULTS = 200;
    private static final int VISIBLE_ROWS = 8;
    private static final int ROW_HEIGHT = 24;

    /** Builds indexes off the JavaFX thread: indexing 2,000 tables' names takes several frames. */
    private static final ExecutorService BUILDER = OwnThread.executor("ksd-find-index");

    /** What an index is built from, taken on the JavaFX thread; the returned building runs on another thread. */
    @FunctionalInterface
    public interface IndexSource {
        Supplier<SearchIndex> snapshot();
    }

    private final IndexSource indexes;
    private final Consumer<SearchIndex.Hit> reveal;
    private final Runnable onClose;
    private final TextField field = new TextField();
    private final Label count = new Label();
    private final ListView<SearchIndex.Hit> results = new ListView<>();
    /** The index of the document as it is now, built or being built; null until the bar needs it. */
    private CompletableFuture<SearchIndex> index;

    /**
     * @param indexes snapshots the document as it is now for an index (again after {@link #invalidate})
     * @param reveal shows a chosen result
     * @param onClose gives the focus back (to the diagram) when the bar closes
     */
    public FindBar(IndexSource indexes, Consumer<SearchIndex.Hit> reveal, Runnable onClose) {
        this.indexes = indexes;
        this.reveal = reveal;
        this.onClose = onClose;
        setId("find-bar");
        getStyleClass().add("find-bar");
        field.setId("find-field");
        field.setPromptText("Find tables, columns, types, entities, queries, findings…  (Esc to close)");
        Label label = new Label("Find");
        label.setId("find-label");
        label.setLabelFor(field);
        label.setMinWidth(Region.USE_PREF_SIZE);
        count.setId("find-count");
        results.setId("find-results");
        results.setFixedCellSize(ROW_HEIGHT);
        HBox line = new HBox(8, label, field, count);
        line.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        HBox.setHgrow(field, Priority.ALWAYS);
        getChildren().addAll(line, results);
        // the diagrams below prefer their whole drawing's height; without this the bar would be squeezed to nothing
        setMinHeight(Region.USE_PREF_SIZE);
        field.textProperty().addListener((o, old, text) -> search(text));
        field.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER) {
                revealChosen();
                event.consume();
            } else if (event.getCode() == KeyCode.DOWN && !results.getItems().isEmpty()) {
                showResults(true);
                results.requestFocus();
                results.getSelectionModel()
                        .select(Math.max(0, results.getSelectionModel().getSelectedIndex()));
                event.consume();
            } else if (event.getCode() == KeyCode.ESCAPE) {
                close();
                event.consume();
            }
        });
        results.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER) {
                revealChosen();
                event.consume();
            } else if (event.getCode() == KeyCode.ESCAPE) {
                close();
                event.consume();
            }
        });
        results.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
                revealChosen();
            }
        });
        showResults(false);
        setVisible(false);
        setManaged(false);
    }

    /** Edit > Find…, with its shortcut. */
    public MenuItem menuItem() {
        MenuItem find = new MenuItem("Find…");
        find.setId("menu-find");
        find.setAccelerator(KeyCombination.keyCombination("Shortcut+F"));
        find.setOnAction(e -> open());
        return find;
    }

    public void open() {
        setVisible(true);
        setManaged(true);
        field.requestFocus();
        field.selectAll();
        prepare();
        search(field.getText());
    }

    public void close() {
        setVisible(false);
        setManaged(false);
        onClose.run();
    }

    /** The document changed: a new index is built, and the results shown are searched again in it. */
    public void invalidate() {
        index = null;
        if (isVisible()) {
            CompletableFuture<SearchIndex> building = prepare();
            building.thenRunAsync(
                    () -> {
                        if (index == building && isVisible()) {
                            search(field.getText());
                        }
                    },
                    Platform::runLater);
        }
    }

    /** Starts building the index unless it is built or being built; usually done before the first keystroke. */
    private CompletableFuture<SearchIndex> prepare() {
        if (index == null) {
            index = CompletableFuture.supplyAsync(indexes.snapshot(), BUILDER);
        }
        return index;
    }

    public List<SearchIndex.Hit> shownResults() {
        return List.copyOf(results.getItems());
    }

    private void search(String text) {
        // a blank query finds nothing and needs no index; otherwise wait for one still being built
        List<SearchIndex.Hit> hits =
                text.isBlank() ? List.of() : prepare().join().search(text, MAX_RESULTS);
        results.setItems(FXCollections.observableList(hits));
        if (!hits.isEmpty()) {
            results.getSelectionModel().select(0);
        }
        count.setText(
                text.isBlank() ? "" : hits.size() == MAX_RESULTS ? MAX_RESULTS + "+ found" : hits.size() + " found");
        results.setPrefHeight(Math.min(hits.size(), VISIBLE_ROWS) * ROW_HEIGHT + 2);
        showResults(!hits.isEmpty());
    }

    private void showResults(boolean shown) {
        results.setVisible(shown);
        results.setManaged(shown);
    }

    private void revealChosen() {
        SearchIndex.Hit chosen = results.getSelectionModel().getSelectedItem();
        if (chosen == null && !results.getItems().isEmpty()) {
            chosen = results.getItems().get(0);
        }
        if (chosen != null) {
            // the list would cover the top of the diagram where the result is shown; typing or Down opens it again
            showResults(false);
            field.requestFocus();
            reveal.accept(chosen);
        }
    }
}
