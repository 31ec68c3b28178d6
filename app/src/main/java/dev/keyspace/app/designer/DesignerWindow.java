package dev.keyspace.app.designer;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.app.designer.actions.CreationActions;
import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.actions.ElementMenus;
import dev.keyspace.app.designer.canvas.FindingBadges;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.cql.CaretElement;
import dev.keyspace.app.designer.cql.CqlPane;
import dev.keyspace.app.designer.cql.ElementStatement;
import dev.keyspace.app.designer.deploy.DeployFeatures;
import dev.keyspace.app.designer.devcluster.DesignerDevCluster;
import dev.keyspace.app.designer.devcluster.DevClusterIndicator;
import dev.keyspace.app.designer.devcluster.DevClusterOnQuit;
import dev.keyspace.app.designer.dialogs.WindowFitting;
import dev.keyspace.app.designer.dialogs.WindowPlacement;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.app.designer.files.FileFeatures;
import dev.keyspace.app.designer.files.RecoveryStore;
import dev.keyspace.app.designer.find.FindBar;
import dev.keyspace.app.designer.find.SearchIndex;
import dev.keyspace.app.designer.findings.FindingLocator;
import dev.keyspace.app.designer.findings.FindingsPanel;
import dev.keyspace.app.designer.findings.FindingsRunner;
import dev.keyspace.app.designer.findings.SuppressFinding;
import dev.keyspace.app.designer.inspector.Inspector;
import dev.keyspace.app.designer.optimize.OptimizeFeature;
import dev.keyspace.app.designer.parts.PartDiagrams;
import dev.keyspace.app.designer.prove.ProveFeature;
import dev.keyspace.app.designer.sizing.SizingPanel;
import dev.keyspace.app.designer.startup.FirstFrame;
import dev.keyspace.app.designer.startup.OpeningScreen;
import dev.keyspace.app.designer.startup.StartupTrace;
import dev.keyspace.app.designer.versions.VersionFeatures;
import dev.keyspace.app.designer.workload.WorkloadFeature;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.cql.StatementPlaces;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javafx.geometry.Dimension2D;
import javafx.geometry.Orientation;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The main window, and the one place that builds it: it creates the shared objects (the open document, the
 * editor and its selection, the menus, the status line, the panels) and hands each feature what it needs. No
 * feature knows this class or finds another feature; the window knows them all.
 *
 * <p>Menus and toolbar on top, the project outline on the left, the four diagrams as tabs in the centre, the
 * inspector on the right, the findings and the CQL below, a status line at the bottom. Everything shown is
 * re-read from the document's history on each revision (except while a drag's group is open), so undo, redo
 * and every edit refresh all panels the same way.
 */
public final class DesignerWindow {

    private static final String STYLESHEET =
            DesignerWindow.class.getResource("editor.css").toExternalForm();
    /** The CQL pane's part of the width below the diagrams; the findings have the rest. */
    private static final double CQL_SHARE = 0.32;
    /** The least the window opens at where the screen has room: the four panes each show their content. */
    static final Dimension2D FIRST_SIZE_AT_LEAST = new Dimension2D(1280, 800);

    private final Stage stage;
    private final OpenDocument documents;
    private final Editor editor;
    private final ElementActions elementActions;
    private final ElementMenus elementMenus;
    private final CreationActions creation;
    private final DiagramTabs diagrams;
    private final DesignerActions actions;
    private final CqlPane cql = new CqlPane();
    private final FileFeatures files;
    private final DesignerMenus menus;
    private final EditorToolBar toolBar;
    private final ProjectTree tree = new ProjectTree();
    private final Inspector inspector;
    private final FindingsPanel findings;
    private final AnalysisPanels analysis;
    private final FindingsRunner checker;
    private final StatusLine statusLine;
    private final FindBar find;
    private final PartDiagrams parts;
    private final DesignerDevCluster devCluster;
    private final VersionFeatures versions;
    private final WorkloadFeature workload;
    private final OptimizeFeature optimize;
    private long checkedRevision = -1;
    private boolean selectingAtCaret;
    private List<SplitPane> splits = List.of();

    public DesignerWindow(Stage stage, Document document) {
        this(stage, document, RecentFiles.forUser(), RecoveryStore.forUser());
    }

    DesignerWindow(Stage stage, Document document, RecentFiles recentFiles, RecoveryStore recoveryStore) {
        this(stage, document, recentFiles, recoveryStore, DesignerDevCluster.forUser());
    }

    DesignerWindow(
            Stage stage,
            Document document,
            RecentFiles recentFiles,
            RecoveryStore recoveryStore,
            DesignerDevCluster devCluster) {
        this.devCluster = devCluster;
        this.stage = stage;
        documents = new OpenDocument(document);
        editor = new Editor(documents::document);
        elementActions = new ElementActions(editor, () -> stage);
        diagrams = new DiagramTabs(document.project().name(), editor, elementActions);
        creation = new CreationActions(elementActions, diagrams::shownView, diagrams::select, diagrams::inShownPart);
        elementMenus = new ElementMenus(creation);
        diagrams.install(elementMenus, creation);
        parts = new PartDiagrams(editor, diagrams::shownView, diagrams::openPart, diagrams::openOverview, () -> stage);
        actions = new DesignerActions(stage, documents, diagrams::current, recentFiles);
        diagrams.showMinimaps(actions.minimapShownProperty());
        files = new FileFeatures(stage, documents, actions, diagrams::shownView, cql::keepVerbatim, recoveryStore);
        DeployFeatures deploy = new DeployFeatures(stage, documents);
        versions = new VersionFeatures(stage, editor, documents, diagrams::showComparison, this::reveal);
        ProveFeature prove = new ProveFeature(stage, documents, devCluster);
        workload = new WorkloadFeature(stage, editor, documents, this::showOptimize);
        optimize = new OptimizeFeature(stage, editor, documents, workload::show);
        SuppressFinding suppress = new SuppressFinding(editor, () -> stage);
        findings = new FindingsPanel(this::reveal, suppress::ask);
        editor.selection().addListener(change -> findings.narrowTo(aboutSelection()));
        analysis = new AnalysisPanels(findings, new SizingPanel(this::reveal), () -> documents
                .document()
                .project());
        find = new FindBar(
                () -> {
                    Project project = documents.document().project();
                    List<Finding> found = findings.findings();
                    return () -> SearchIndex.of(project, found);
                },
                hit -> reveal(hit.id()),
                () -> currentDiagram().requestFocus());
        menus = new DesignerMenus(
                actions,
                creation,
                List.of(files.menuItems(), versions.menuItems(), deploy.menuItems()),
                List.of(find.menuItem()),
                parts.menuItems(),
                Stream.of(
                                List.of(analysis.sizingMenuItem()),
                                workload.menuItems(),
                                optimize.menuItems(),
                                prove.menuItems())
                        .flatMap(List::stream)
                        .toList(),
                this::showProjectSettings);
        ViewPalette palette = new ViewPalette(creation);
        diagrams.whenShown(shown -> palette.show(diagrams.shownView()));
        toolBar = new EditorToolBar(editor, elementActions, actions, palette);
        tree.bind(editor.selection());
        editor.selection().addListener(change -> editor.selection().primary().ifPresent(this::scrollIntoView));
        editor.selection().addListener(change -> editor.selection().primary().ifPresent(this::showStatementOf));
        cql.onCaretRest(this::selectAtCaret);
        new TreeMenus(tree, editor, elementMenus);
        inspector = new Inspector(editor, elementActions);
        // after the addition's own work (a switch of tab moves the keyboard on its own)
        elementActions.onAdded(id -> javafx.application.Platform.runLater(inspector::focusName));
        checker = new FindingsRunner(this::showFindings);
        DevClusterIndicator devClusterShown = new DevClusterIndicator(devCluster::status);
        statusLine = new StatusLine(
                editor.messageProperty(),
                editor.messageSaysDoneProperty(),
                devClusterShown.label(),
                this::showProjectSettings);
        diagrams.whenShown(statusLine::follow);
        WindowFitting.install();
        Dimension2D size = WindowPlacement.firstSize(FIRST_SIZE_AT_LEAST, WindowFitting.screenOf(stage));
        stage.setScene(new Scene(layout(), size.getWidth(), size.getHeight()));
        WindowMemory.holdToMinimum(stage);
        // the diagrams' own rules first, so the window's win a tie, as when each diagram carried them (DiagramTabs)
        stage.getScene().getStylesheets().addAll(DiagramView.stylesheet(), STYLESHEET, Theme.CANVAS_STYLESHEET);
        new EditorKeys(stage.getScene(), editor, elementActions);
        ZoomKeys.install(stage.getScene(), actions);
        menus.installSecondRedoKey(stage.getScene());
        menus.installFieldFallThrough(stage.getScene());
        stage.setOnCloseRequest(event -> {
            if (!actions.confirmDiscardChanges()) {
                event.consume();
            }
        });
        stage.setOnHidden(e -> checker.close());
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> devClusterShown.start());
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> devClusterShown.stop());
        // on hiding, not on the close request: File > Quit closes the window without one
        DevClusterOnQuit onQuit = new DevClusterOnQuit(devCluster);
        stage.addEventHandler(WindowEvent.WINDOW_HIDING, e -> onQuit.quitting(stage));
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> currentDiagram().requestFocus());
        // the window follows the document first, so the panels show it before any feature hears of it
        documents.listenToHistory(history -> refresh());
        documents.watch(shown -> diagrams.documentShown(shown.project()));
        documents.watch(shown -> {
            editor.selection().clear();
            refresh();
        });
        documents.onSaved(this::refresh);
        documents.watch(shown -> cql.attach(shown.history()));
        files.install(stage.getScene());
    }

    private BorderPane layout() {
        VBox diagramArea = new VBox(find, diagrams.pane());
        VBox.setVgrow(diagrams.pane(), Priority.ALWAYS);
        OutlinePane outline = new OutlinePane(tree);
        SplitPane centre = new SplitPane(outline, diagramArea, inspector);
        centre.setId("designer-centre");
        centre.setDividerPositions(0.16, 0.70);
        SplitPane.setResizableWithParent(outline, false);
        SplitPane.setResizableWithParent(inspector, false);
        cql.setMinWidth(240);
        SplitPane bottom = new SplitPane(analysis.pane(), cql);
        bottom.setDividerPosition(0, 1 - CQL_SHARE);
        SplitPane body = new SplitPane(centre, bottom);
        body.setOrientation(Orientation.VERTICAL);
        // the diagrams keep two thirds; the findings and CQL below get room to read a finding whole
        body.setDividerPositions(0.6);
        splits = List.of(centre, bottom, body);
        SplitPane.setResizableWithParent(bottom, false);
        BorderPane root = new BorderPane(body);
        root.setTop(new VBox(menus.menuBar(), toolBar));
        root.setBottom(statusLine);
        return root;
    }

    /**
     * Shows the window. A project too large to open on its whole diagrams shows an opening screen as its first frame
     * while the designer is laid out, so the window is never a blank rectangle.
     */
    public void show() {
        Project project = document().project();
        if (DiagramTabs.tooLargeToShowWhole(project)) {
            long tables = project.keyspaces().stream()
                    .mapToLong(k -> k.tables().size())
                    .sum();
            OpeningScreen.hold(
                    stage.getScene(),
                    document().name(),
                    String.format(
                            java.util.Locale.ROOT,
                            "%,d tables in %,d keyspaces",
                            tables,
                            project.keyspaces().size()));
        }
        stage.show();
    }

    public Stage stage() {
        return stage;
    }

    /** The window's menus (File, Edit, View, Model, Analyze, Help). */
    public javafx.scene.control.MenuBar menuBar() {
        return menus.menuBar();
    }

    /** The document shown, which Open, New, an import and a recovery replace. */
    public OpenDocument documents() {
        return documents;
    }

    public Document document() {
        return documents.document();
    }

    public History history() {
        return documents.history();
    }

    /** Shows another document in this window (what Open, New, an import and a recovery do). */
    public void setDocument(Document document) {
        documents.show(document);
    }

    /** The dev cluster as this run of the designer knows it (started here or not, stopping on quit). */
    public DesignerDevCluster devCluster() {
        return devCluster;
    }

    public Editor editor() {
        return editor;
    }

    public DesignerActions actions() {
        return actions;
    }

    public ElementActions elementActions() {
        return elementActions;
    }

    public CreationActions creation() {
        return creation;
    }

    public ElementMenus elementMenus() {
        return elementMenus;
    }

    public FileFeatures files() {
        return files;
    }

    public CqlPane cqlPane() {
        return cql;
    }

    /**
     * Opens the window as the user left it last time and remembers it when it closes (the app does this; tests
     * give their own settings file).
     */
    public void remember(dev.keyspace.app.settings.WindowSettings settings) {
        WindowMemory memory = new WindowMemory(settings, stage, splits, diagrams);
        memory.restore();
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> memory.save());
    }

    public Inspector inspector() {
        return inspector;
    }

    /** The sizing table of every table, in its tab under the diagrams (Analyze > Sizing). */
    public void showSizing() {
        analysis.showSizing();
    }

    public FindingsPanel findings() {
        return findings;
    }

    public FindingBadges badges(ViewKind kind) {
        return diagrams.badges(kind);
    }

    /** The finding badges of the overview's keyspaces, while its tab is open. */
    public Optional<FindingBadges> overviewBadges() {
        return diagrams.overviewBadges();
    }

    /** The diagram of the selected tab. */
    public ZoomableDiagram currentDiagram() {
        return diagrams.current();
    }

    /** The keyspace diagrams and subject areas (View menu). */
    public PartDiagrams parts() {
        return parts;
    }

    /** The diagram of a part (a keyspace, a subject area), when it has a tab. */
    public java.util.Optional<ZoomableDiagram> partDiagram(ElementId id) {
        return diagrams.part(id);
    }

    /** The overview of the keyspaces, while its tab is open (View > Overview of Keyspaces; a large project's first). */
    public Optional<ZoomableDiagram> overview() {
        return diagrams.overview();
    }

    public ZoomableDiagram diagram(ViewKind kind) {
        return diagrams.diagram(kind);
    }

    public void select(ViewKind kind) {
        diagrams.select(kind);
    }

    /** The project's own settings (its target release) in the inspector, which shows them while nothing is selected. */
    public void showProjectSettings() {
        editor.selection().clear();
        inspector.focusTarget();
    }

    /** Re-reads the project into every panel; called on every revision of the history. */
    private void refresh() {
        Document document = documents.document();
        if (document.history().inGroup()) {
            return;
        }
        Project project = document.project();
        diagrams.show(project);
        Elements elements = Elements.of(project);
        editor.selection()
                .retain(id -> elements.contains(id)
                        || currentDiagram().diagram().node(id).isPresent());
        tree.show(project);
        inspector.refresh();
        analysis.refresh(project);
        toolBar.refresh();
        stage.setTitle(document.title());
        menus.refresh(document.history());
        statusLine.show(project, document.isDirty());
        long revision = document.history().revision();
        FirstFrame.after(stage.getScene(), () -> checker.request(revision, project));
        find.invalidate();
    }

    /**
     * Whether a finding is about a selected element or something inside it (a column of a selected table); empty
     * while nothing is selected.
     */
    private Optional<java.util.function.Predicate<Finding>> aboutSelection() {
        List<ElementId> selected = List.copyOf(editor.selection().ids());
        if (selected.isEmpty()) {
            return Optional.empty();
        }
        FindingLocator locator = new FindingLocator(documents.document().project());
        return Optional.of(finding -> locator.locate(finding)
                .filter(at -> selected.stream()
                        .anyMatch(s -> at.equals(s) || at.value().startsWith(s.value() + "/")))
                .isPresent());
    }

    private void showFindings(FindingsRunner.Checked checked) {
        if (checkedRevision < 0) {
            StartupTrace.mark("first findings shown");
        }
        checkedRevision = checked.revision();
        findings.show(checked.result().findings());
        find.invalidate();
        FindingLocator locator = new FindingLocator(checked.project());
        diagrams.showWorst(
                locator.worst(checked.result().findings()),
                locator.summaries(checked.result().findings()));
    }

    /** A click on a finding: selects its element and shows it, as Find does. */
    private void reveal(Finding finding) {
        new FindingLocator(documents.document().project())
                .locate(finding)
                .ifPresentOrElse(this::reveal, () -> editor.tell(finding.element() + " is not drawn in any diagram"));
    }

    /**
     * Selects the element and shows it: in a diagram that draws it (or, for a column or a field, its box), scrolled
     * into the middle of the view and zoomed to a readable size.
     */
    public void reveal(ElementId id) {
        editor.selection().select(id);
        diagrams.showKeyspaceOf(id);
        ElementId drawn = diagrams.drawnAs(id);
        diagrams.showDrawing(drawn);
        if (!currentDiagram().reveal(drawn)) {
            editor.tell(id.value() + " is not drawn in any diagram");
        }
    }

    /**
     * Whatever is selected anywhere (outline, findings, CQL pane) is brought into view in the current diagram, when
     * it draws it; the other diagrams are not drawn to find out.
     */
    private void scrollIntoView(ElementId id) {
        diagrams.drawnInShown(id).ifPresent(currentDiagram()::bringIntoSight);
    }

    /** A caret resting in the CQL text selects what its statement declares, unless that is selected already. */
    private void selectAtCaret(StatementPlaces.Place place, Optional<Identifier> name) {
        CaretElement.of(documents.document().project(), place, name)
                .filter(id -> !editor.selection().primary().equals(Optional.of(id)))
                .ifPresent(id -> {
                    selectingAtCaret = true;
                    try {
                        editor.selection().select(id);
                    } finally {
                        selectingAtCaret = false;
                    }
                });
    }

    /**
     * The CQL text follows a selection made elsewhere to the statement that declares it; one made by its own caret
     * leaves it where the person is reading.
     */
    private void showStatementOf(ElementId id) {
        if (!selectingAtCaret) {
            ElementStatement.of(documents.document().project(), id).ifPresent(cql::showStatement);
        }
    }

    /** The revision of the history whose findings are shown (-1 before the first check ends). */
    public long checkedRevision() {
        return checkedRevision;
    }

    public FindBar find() {
        return find;
    }

    private void showOptimize() {
        optimize.show();
    }

    /** Analyze > Workload…: every statement's rate in the mixes. */
    public WorkloadFeature workload() {
        return workload;
    }

    /** Analyze > Optimize…: the design a mix chooses. */
    public OptimizeFeature optimize() {
        return optimize;
    }

    /** File > Mark Version… and Version History…. */
    public VersionFeatures versions() {
        return versions;
    }
}
