package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.DiagramGestures;
import dev.keyspace.app.designer.canvas.FindingBadges;
import dev.keyspace.app.designer.canvas.SelectionMarks;
import dev.keyspace.app.designer.cql.CqlPanel;
import dev.keyspace.app.designer.deploy.DeployFeatures;
import dev.keyspace.app.designer.elements.ElementActions;
import dev.keyspace.app.designer.elements.ElementMenus;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.app.designer.files.FileFeatures;
import dev.keyspace.app.designer.findings.FindingLocator;
import dev.keyspace.app.designer.findings.FindingsPanel;
import dev.keyspace.app.designer.findings.FindingsRunner;
import dev.keyspace.app.designer.inspector.Inspector;
import dev.keyspace.app.views.DiagramViews;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.lint.Finding;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.HistoryListener;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The main window: menus and toolbar on top, the project outline on the left, the four diagrams as tabs in
 * the centre, the inspector on the right, the findings below, a status line at the bottom. Everything shown
 * is re-read from the document's history on each revision (except while a drag's group is open), so undo,
 * redo and every edit refresh all panels the same way.
 */
public final class DesignerWindow {

    private static final String STYLESHEET =
            DesignerWindow.class.getResource("editor.css").toExternalForm();

    private final Stage stage;
    private final ProjectTree tree = new ProjectTree();
    private final TabPane tabs = new TabPane();
    private final Map<ViewKind, ZoomableDiagram> diagrams = new EnumMap<>(ViewKind.class);
    private final Map<ViewKind, FindingBadges> badges = new EnumMap<>(ViewKind.class);
    private final Label status = new Label();
    private final Label message = new Label();
    private final HistoryListener listener = history -> refresh();
    private final Editor editor;
    private final ElementActions elementActions;
    private final ElementMenus elementMenus;
    private final DesignerActions actions;
    private final DesignerMenus menus;
    private final EditorToolBar toolBar;
    private final Inspector inspector;
    private final FindingsPanel findings;
    private final FindingsRunner checker;
    private final List<Consumer<Document>> documentWatchers = new ArrayList<>();
    private SplitPane bottom;
    private Document document;

    public DesignerWindow(Stage stage, Document document) {
        this.stage = stage;
        this.document = document;
        this.editor = new Editor(() -> this.document);
        this.elementActions = new ElementActions(editor, () -> stage);
        this.elementMenus = new ElementMenus(elementActions);
        this.actions = new DesignerActions(this, RecentFiles.forUser());
        this.menus = new DesignerMenus(actions, elementActions);
        this.toolBar = new EditorToolBar(editor, elementActions, actions);
        for (ViewKind kind : ViewKind.values()) {
            // drawn by the first refresh, and then only while their tab is shown
            ZoomableDiagram diagram = new ZoomableDiagram(
                    DiagramViews.create(kind, Project.empty(document.project().name())));
            diagram.diagram().getStylesheets().add(STYLESHEET);
            new DiagramGestures(diagram, editor, elementActions, elementMenus);
            new SelectionMarks(diagram.diagram(), editor.selection());
            badges.put(kind, new FindingBadges(diagram.diagram()));
            diagrams.put(kind, diagram);
            Tab tab = new Tab(title(kind), diagram);
            tab.setId("tab-" + kind.name().toLowerCase(Locale.ROOT));
            tab.setClosable(false);
            tabs.getTabs().add(tab);
        }
        tabs.getSelectionModel().select(ViewKind.LOGICAL.ordinal());
        // only the diagram on screen redraws on each edit; the others catch up when their tab is chosen
        tabs.getSelectionModel().selectedIndexProperty().addListener((o, before, now) -> showLive());
        showLive();
        tree.bind(editor.selection());
        new TreeMenus(tree, editor, elementMenus);
        inspector = new Inspector(editor, elementActions);
        findings = new FindingsPanel(this::reveal);
        checker = new FindingsRunner(this::showFindings);
        stage.setScene(new Scene(layout(), 1280, 800));
        stage.getScene().getStylesheets().add(STYLESHEET);
        new EditorKeys(stage.getScene(), editor, elementActions);
        ZoomKeys.install(stage.getScene(), actions);
        stage.setOnCloseRequest(event -> {
            if (!actions.confirmDiscardChanges()) {
                event.consume();
            }
        });
        stage.setOnHidden(e -> checker.close());
        stage.addEventHandler(
                javafx.stage.WindowEvent.WINDOW_SHOWN, e -> currentDiagram().requestFocus());
        editor.messageProperty().addListener((o, a, text) -> message.setText(text));
        document.history().addListener(listener);
        refresh();
        installFeatures();
    }

    /** Each feature installs itself with one line: keep them apart from the window's own wiring. */
    private void installFeatures() {
        CqlPanel.install(this);
        FileFeatures.install(this, menus.menuBar());
        DeployFeatures.install(this, menus.menuBar());
    }

    private BorderPane layout() {
        SplitPane centre = new SplitPane(tree, tabs, inspector);
        centre.setDividerPositions(0.18, 0.78);
        SplitPane.setResizableWithParent(tree, false);
        SplitPane.setResizableWithParent(inspector, false);
        bottom = new SplitPane(findings);
        SplitPane body = new SplitPane(centre, bottom);
        body.setOrientation(Orientation.VERTICAL);
        body.setDividerPositions(0.74);
        SplitPane.setResizableWithParent(bottom, false);
        status.setId("status");
        message.setId("status-message");
        message.getStyleClass().add("status-message");
        HBox statusLine = new HBox(16, status, message);
        HBox.setHgrow(message, Priority.ALWAYS);
        statusLine.getStyleClass().add("status-line");
        BorderPane root = new BorderPane(body);
        root.setTop(new VBox(menus.menuBar(), toolBar));
        root.setBottom(statusLine);
        return root;
    }

    private static String title(ViewKind kind) {
        String name = kind.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    public DesignerActions actions() {
        return actions;
    }

    public Editor editor() {
        return editor;
    }

    public ElementActions elementActions() {
        return elementActions;
    }

    public ElementMenus elementMenus() {
        return elementMenus;
    }

    public FindingsPanel findings() {
        return findings;
    }

    public FindingBadges badges(ViewKind kind) {
        return badges.get(kind);
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

    private void showLive() {
        ViewKind shown = ViewKind.values()[tabs.getSelectionModel().getSelectedIndex()];
        diagrams.forEach((kind, diagram) -> diagram.diagram().setLive(kind == shown));
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
        editor.selection().clear();
        refresh();
        documentWatchers.forEach(w -> w.accept(document));
    }

    /** Calls {@code watcher} with the current document now, and with every document shown after it. */
    public void watchDocument(Consumer<Document> watcher) {
        documentWatchers.add(watcher);
        watcher.accept(document);
    }

    /**
     * Adds a panel beside the findings, below the diagrams, so the diagrams keep their whole width;
     * {@code share} is its part of the window's width.
     */
    public void addBottomPanel(Node panel, double share) {
        bottom.getItems().add(panel);
        bottom.setDividerPosition(bottom.getItems().size() - 2, 1 - share);
    }

    /** Re-reads the project into every panel; called on every revision of the history. */
    public void refresh() {
        if (document.history().inGroup()) {
            return;
        }
        Project project = document.project();
        diagrams.values().forEach(d -> d.diagram().setProject(project));
        Elements elements = Elements.of(project);
        editor.selection()
                .retain(id -> elements.contains(id)
                        || currentDiagram().diagram().node(id).isPresent());
        tree.show(project);
        inspector.refresh();
        toolBar.refresh();
        stage.setTitle(document.title());
        menus.refresh(document.history());
        status.setText(summary(project));
        checker.request(document.history().revision(), project);
    }

    private void showFindings(FindingsRunner.Checked checked) {
        findings.show(checked.result().findings());
        Map<ElementId, dev.keyspace.model.validation.Severity> worst =
                new FindingLocator(checked.project()).worst(checked.result().findings());
        badges.values().forEach(b -> b.show(worst));
    }

    /** A click on a finding: selects its element and shows a diagram that draws it. */
    private void reveal(Finding finding) {
        new FindingLocator(document.project())
                .locate(finding)
                .ifPresentOrElse(
                        id -> {
                            editor.selection().select(id);
                            ZoomableDiagram current = currentDiagram();
                            if (!draws(current, id)) {
                                for (ViewKind kind : List.of(
                                        ViewKind.LOGICAL, ViewKind.PHYSICAL, ViewKind.CONCEPTUAL, ViewKind.WORKFLOW)) {
                                    if (draws(diagrams.get(kind), id)) {
                                        select(kind);
                                        break;
                                    }
                                }
                            }
                        },
                        () -> editor.tell(finding.element() + " is not drawn in any diagram"));
    }

    private static boolean draws(ZoomableDiagram diagram, ElementId id) {
        return diagram.diagram().node(id).isPresent()
                || diagram.diagram().frames().containsKey(id);
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
