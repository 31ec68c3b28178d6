package dev.keyspace.app.designer.versions;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.model.schema.ElementId;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;

/**
 * Mark Version… and Version History…, for the window's File menu. The history window is made once and follows the
 * document shown; it marks the compared elements through {@code highlight} and shows one through {@code reveal}.
 */
public final class VersionFeatures {

    private final Stage owner;
    private final Editor editor;
    private final HistoryWindow history;
    private final List<MenuItem> menuItems;

    public VersionFeatures(
            Stage owner,
            Editor editor,
            OpenDocument documents,
            Consumer<Map<ElementId, String>> highlight,
            Consumer<ElementId> reveal) {
        this.owner = owner;
        this.editor = editor;
        this.history = new HistoryWindow(owner, editor, highlight, reveal);
        documents.listenToHistory(revision -> history.refresh());
        documents.watch(shown -> history.refresh());
        MenuItem mark = new MenuItem("Mark Version…");
        mark.setId("menu-mark-version");
        mark.setOnAction(e -> markVersion());
        MenuItem show = new MenuItem("Version History…");
        show.setId("menu-version-history");
        show.setOnAction(e -> showHistory());
        menuItems = List.of(mark, show);
    }

    public List<MenuItem> menuItems() {
        return menuItems;
    }

    public void markVersion() {
        new MarkVersionDialog(owner, editor, Clock.systemDefaultZone()).stage().show();
    }

    public void showHistory() {
        history.stage().show();
        history.stage().toFront();
    }
}
