package dev.keyspace.app.designer;

import dev.keyspace.app.designer.cql.CqlPanel;
import dev.keyspace.app.designer.files.FileFeatures;
import dev.keyspace.app.views.DiagramViews;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.HistoryListener;
import dev.keyspace.model.layout.ViewKind;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The main window: menus on top, the project outline on the left, the four diagrams as tabs in the
 * centre, a status line at the bottom. Everything shown is re-read from the document's history on each
 * revision, so undo, redo and every edit refresh all panels the same way.
 */
public final class DesignerWindow {

    private final Stage stage;
    private final ProjectTree tree = new ProjectTree();
    private final TabPane tabs = new TabPane();
    private final Map<ViewKind, ZoomableDiagram> diagrams = new EnumMap<>(ViewKind.class);
    private final Label status = new Label();
    private final HistoryListener listener = history -> refresh();
    private final DesignerActions actions;
    private final DesignerMenus menus;
    private final SplitPane centre;
    private final List<Consumer<Document>> documentWatchers = new ArrayList<>();
    private Document document;

    public DesignerWindow(Stage stage, Document document) {
        this.stage = stage;
        this.document = document;
        this.actions = new DesignerActions(this, RecentFiles.forUser());
        this.menus = new DesignerMenus(actions);
        for (ViewKind kind : ViewKind.values()) {
            ZoomableDiagram diagram = new ZoomableDiagram(DiagramViews.create(kind, document.project()));
            diagrams.put(kind, diagram);
            Tab tab = new Tab(title(kind), diagram);
            tab.setId("tab-" + kind.name().toLowerCase(Locale.ROOT));
            tab.setClosable(false);
            tabs.getTabs().add(tab);
        }
        tabs.getSelectionModel().select(ViewKind.LOGICAL.ordinal());
        status.setId("status");
        centre = new SplitPane(tree, tabs);
        centre.setDividerPositions(0.2);
        BorderPane root = new BorderPane(centre);
        root.setTop(new VBox(menus.menuBar()));
        root.setBottom(status);
        stage.setScene(new Scene(root, 1280, 800));
        stage.setOnCloseRequest(event -> {
            if (!actions.confirmDiscardChanges()) {
                event.consume();
            }
        });
        document.history().addListener(listener);
        refresh();
        installFeatures();
    }

    /** Each feature installs itself with one line: keep them apart from the window's own wiring. */
    private void installFeatures() {
        CqlPanel.install(this);
        FileFeatures.install(this, menus.menuBar());
    }

    private static String title(ViewKind kind) {
        String name = kind.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    public DesignerActions actions() {
        return actions;
    }

    public Stage stage() {
        return stage;
    }

    public Document document() {
        return document;
    }

    public History history() {
        return document.history();
    }

    /** The diagram of the selected tab. */
    public ZoomableDiagram currentDiagram() {
        return diagrams.get(ViewKind.values()[tabs.getSelectionModel().getSelectedIndex()]);
    }

    public ZoomableDiagram diagram(ViewKind kind) {
        return diagrams.get(kind);
    }

    public void select(ViewKind kind) {
        tabs.getSelectionModel().select(kind.ordinal());
    }

    /** Shows another document in this window (after Open or New). */
    public void setDocument(Document newDocument) {
        document.history().removeListener(listener);
        document = newDocument;
        document.history().addListener(listener);
        refresh();
        documentWatchers.forEach(w -> w.accept(document));
    }

    /** Calls {@code watcher} with the current document now, and with every document shown after it. */
    public void watchDocument(Consumer<Document> watcher) {
        documentWatchers.add(watcher);
        watcher.accept(document);
    }

    /** Adds a panel to the right of the diagrams; {@code width} is its share of the window's width. */
    public void addSidePanel(Node panel, double width) {
        centre.getItems().add(panel);
        centre.setDividerPosition(centre.getItems().size() - 2, 1 - width);
    }

    /** Re-reads the project into every panel; called on every revision of the history. */
    public void refresh() {
        Project project = document.project();
        tree.show(project);
        diagrams.values().forEach(d -> d.diagram().setProject(project));
        stage.setTitle(document.title());
        menus.refresh(document.history());
        status.setText(summary(project));
    }

    private String summary(Project project) {
        return count(project.keyspaces().size(), "keyspace") + ", "
                + count(project.allTables().size(), "table")
                + ", " + count(project.allViews().size(), "view") + ", "
                + count(project.queries().size(), "query")
                + (document.isDirty() ? " — unsaved changes" : "");
    }

    private static String count(int n, String noun) {
        String plural = noun.endsWith("y") ? noun.substring(0, noun.length() - 1) + "ies" : noun + "s";
        return n + " " + (n == 1 ? noun : plural);
    }
}
