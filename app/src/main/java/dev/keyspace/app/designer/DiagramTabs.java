package dev.keyspace.app.designer;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.app.designer.actions.CreationActions;
import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.actions.ElementActions.Placement;
import dev.keyspace.app.designer.actions.ElementMenus;
import dev.keyspace.app.designer.canvas.ChangeMarks;
import dev.keyspace.app.designer.canvas.DiagramGestures;
import dev.keyspace.app.designer.canvas.FindingBadges;
import dev.keyspace.app.designer.canvas.HoldingTables;
import dev.keyspace.app.designer.canvas.OverviewGestures;
import dev.keyspace.app.designer.canvas.SelectionMarks;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.app.designer.parts.RenamedKeyspace;
import dev.keyspace.app.designer.startup.FirstFrame;
import dev.keyspace.app.designer.workload.WorkflowRates;
import dev.keyspace.app.views.DiagramViews;
import dev.keyspace.app.views.OverviewView;
import dev.keyspace.app.views.PartView;
import dev.keyspace.app.views.WorkflowView;
import dev.keyspace.app.views.autolayout.AutoLayout;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.PartDiagramEdit;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.validation.Severity;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Predicate;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.StackPane;

/**
 * The four diagrams as tabs, then one tab per diagram of a part (a keyspace, a subject area), each with its
 * gestures, selection marks and finding badges. Only the diagram on screen redraws on each edit; the others catch
 * up when their tab is chosen. The part tabs follow the project's part diagrams (an undo brings a closed one
 * back); a keyspace's diagram opened from the View menu has a tab before it is stored, which its first
 * arrangement does.
 */
final class DiagramTabs {

    /** Above this many tables a project opens on the overview of its keyspaces, not on every table (ADR 0018). */
    static final int OVERVIEW_TABLES = 150;

    /** Where a revealed element is looked for when the diagram shown does not draw it. */
    private static final List<ViewKind> REVEAL_ORDER =
            List.of(ViewKind.LOGICAL, ViewKind.PHYSICAL, ViewKind.CONCEPTUAL, ViewKind.WORKFLOW);

    private final TabPane tabs = new TabPane();
    private final Map<ViewKind, ZoomableDiagram> diagrams = new EnumMap<>(ViewKind.class);
    /** Where whole diagrams not shown yet are drawn ahead, one after the other (see {@link #documentShown}). */
    private final Executor drawAside = OwnThread.executor("ksd-draw-aside");

    private final Map<ViewKind, FindingBadges> badges = new EnumMap<>(ViewKind.class);

    private final Map<ViewKind, EmptyViewHint> hints = new EnumMap<>(ViewKind.class);
    private final Map<ElementId, PartTab> parts = new LinkedHashMap<>();
    private final Map<ViewKind, Tab> wholeTabs = new EnumMap<>(ViewKind.class);
    private OverviewTab overview; // null while its tab is closed
    private final Editor editor;
    private final ElementActions actions;
    private final BooleanProperty minimapShown = new SimpleBooleanProperty(true);
    private final javafx.beans.property.ObjectProperty<dev.keyspace.app.designer.canvas.Minimap.Corner> minimapCorner =
            new javafx.beans.property.SimpleObjectProperty<>(
                    dev.keyspace.app.designer.canvas.Minimap.Corner.BOTTOM_RIGHT);
    /** The elements a version comparison marks (id to "added", "changed", "renamed"); empty when none is shown. */
    private final ObjectProperty<Map<ElementId, String>> compared = new SimpleObjectProperty<>(Map.of());

    private ElementMenus menus;
    private Project project;

    DiagramTabs(String projectName, Editor editor, ElementActions actions) {
        this.editor = editor;
        this.actions = actions;
        this.project = Project.empty(projectName);
        for (ViewKind kind : ViewKind.values()) {
            // drawn by the window's first refresh, and then only while their tab is shown
            ZoomableDiagram diagram = new ZoomableDiagram(DiagramViews.create(kind, Project.empty(projectName)));
            hookUp(diagram);
            badges.put(kind, new FindingBadges(diagram.diagram()));
            diagrams.put(kind, diagram);
            EmptyViewHint hint = new EmptyViewHint(kind);
            hints.put(kind, hint);
            StackPane.setAlignment(hint, Pos.CENTER);
            Tab tab = new Tab(title(kind), new StackPane(diagram, hint));
            tab.setId("tab-" + kind.name().toLowerCase(Locale.ROOT));
            tab.setClosable(false);
            tabs.getTabs().add(tab);
            wholeTabs.put(kind, tab);
        }
        WorkflowRates.show((WorkflowView) diagrams.get(ViewKind.WORKFLOW).diagram(), editor.mix());
        tabs.getSelectionModel().select(wholeTabs.get(ViewKind.LOGICAL));
        tabs.getSelectionModel().selectedItemProperty().addListener((o, before, now) -> {
            showLive();
            keepKeysInDiagrams(before);
        });
        showLive();
    }

    /**
     * Hooks a diagram onto the window's shared objects: the selection marks, the tables holding the selection, View >
     * Minimap and (once built) the gestures. Returns what takes the hooks back, for a part's tab that closes.
     */
    private List<Runnable> hookUp(ZoomableDiagram diagram) {
        List<Runnable> unhooks = hookUpMarks(diagram);
        if (menus != null) {
            new DiagramGestures(diagram, editor, actions, menus);
        }
        return unhooks;
    }

    /** The selection marks, the tables holding the selection and View > Minimap, without the editing gestures. */
    private List<Runnable> hookUpMarks(ZoomableDiagram diagram) {
        // the window's scene carries the diagram's stylesheets: JavaFX keeps, for a stylesheet on a node, every parent
        // below it in a list it searches as each node is styled, which made drawing 2,000 tables quadratic
        diagram.diagram().getStylesheets().clear();
        SelectionMarks marks = new SelectionMarks(diagram.diagram(), editor.selection());
        HoldingTables holding = new HoldingTables(diagram.diagram(), editor.selection(), editor::project);
        ChangeMarks changes = new ChangeMarks(diagram.diagram(), compared);
        diagram.minimap().shownProperty().bind(minimapShown);
        // moved to another corner in one diagram, the minimap is there in all of them
        diagram.minimap().cornerProperty().bindBidirectional(minimapCorner);
        return List.of(
                marks::dispose,
                holding::dispose,
                changes::dispose,
                diagram.minimap().shownProperty()::unbind,
                () -> diagram.minimap().cornerProperty().unbindBidirectional(minimapCorner));
    }

    /** The gestures and the empty views' links, which need the menus built from these tabs' actions. */
    void install(ElementMenus elementMenus, CreationActions creation) {
        this.menus = elementMenus;
        diagrams.values().forEach(diagram -> new DiagramGestures(diagram, editor, actions, elementMenus));
        parts.values().forEach(part -> new DiagramGestures(part.diagram(), editor, actions, elementMenus));
        hints.values().forEach(hint -> hint.install(creation));
    }

    /** Marks the compared elements in every diagram that draws them; an empty map takes the marks away. */
    void showComparison(Map<ElementId, String> changes) {
        compared.set(Map.copyOf(changes));
    }

    /** Every diagram's minimap follows View > Minimap. */
    void showMinimaps(BooleanProperty shown) {
        minimapShown.bind(shown);
    }

    /**
     * A new document is shown: the part and overview tabs of the one before close, its stored parts get their tabs, and
     * a large project opens on the overview of its keyspaces rather than on every table at once (ADR 0018).
     */
    void documentShown(Project shown) {
        List.copyOf(parts.keySet()).forEach(this::closeTab);
        closeOverview();
        project = shown;
        syncParts(shown);
        if (tooLargeToShowWhole(shown)) {
            openOverview();
            FirstFrame.after(tabs.getScene(), () -> {
                // the overview lays nothing out with ELK: the first whole diagram shown would wait for its set-up
                AutoLayout.prepareAside();
                // and its boxes are made while the user looks at the overview, the likeliest next one first
                for (ViewKind kind : List.of(ViewKind.LOGICAL, ViewKind.PHYSICAL)) {
                    diagrams.get(kind).diagram().prepareAside(shown, drawAside);
                }
            });
        } else {
            selectShowingContent(shownView());
        }
    }

    /** Shows {@code wanted}, unless it is empty and another view draws something (see {@link ViewContent}). */
    void selectShowingContent(ViewKind wanted) {
        select(ViewContent.opening(project, wanted));
    }

    /** Shows the overview of the keyspaces, opening its tab (the first) when it has none. */
    void openOverview() {
        if (overview == null) {
            OverviewView view = new OverviewView(project);
            ZoomableDiagram diagram = new ZoomableDiagram(view);
            // the boxes fill rows as wide as the view at the zoom shown; a zoom alone keeps the rows, so that Fit to
            // Window fits the rows it measured
            diagram.viewportBoundsProperty()
                    .addListener((o, was, now) ->
                            view.fitTo(now.getWidth() / diagram.zoomProperty().get()));
            List<Runnable> unhooks = hookUpMarks(diagram);
            new OverviewGestures(diagram, editor.selection(), this::openKeyspace);
            diagram.diagram().setLive(false);
            overview = new OverviewTab(diagram, unhooks);
            overview.tab().setOnClosed(e -> forgetOverview());
            tabs.getTabs().add(0, overview.tab());
        }
        tabs.getSelectionModel().select(overview.tab());
    }

    /** The overview's diagram, while its tab is open. */
    Optional<ZoomableDiagram> overview() {
        return Optional.ofNullable(overview).map(OverviewTab::diagram);
    }

    Optional<FindingBadges> overviewBadges() {
        return Optional.ofNullable(overview).map(OverviewTab::badges);
    }

    private void closeOverview() {
        if (overview != null) {
            tabs.getTabs().remove(overview.tab());
            forgetOverview();
        }
    }

    private void forgetOverview() {
        overview.dispose();
        overview = null;
    }

    /** Shows a keyspace's own diagram (stored, or as first drawn), opening its tab when it has none. */
    void openKeyspace(Identifier keyspace) {
        openPart(project.layout().keyspaceDiagram(keyspace.internal()));
    }

    /**
     * A diagram that had the keys when another tab was chosen (a double click in the overview, View > Keyspace Diagram,
     * a reveal) passes them to the diagram now shown: hidden with its tab, it would leave them to JavaFX, which gives
     * them to the next field of the window (the inspector's name), where a Delete meant for the diagram would edit a
     * name.
     */
    private void keepKeysInDiagrams(Tab before) {
        javafx.scene.Scene scene = tabs.getScene();
        javafx.scene.Node owner = scene == null ? null : scene.getFocusOwner();
        if (before == null || before.getContent() == null || owner == null) {
            return;
        }
        for (javafx.scene.Node node = owner; node != null; node = node.getParent()) {
            if (node == before.getContent()) {
                ZoomableDiagram shown = current();
                javafx.application.Platform.runLater(shown::requestFocus);
                return;
            }
        }
    }

    /** Shows the tab of a part's diagram, opening one when it has none. */
    void openPart(PartDiagram part) {
        PartTab open = parts.get(part.id());
        if (open == null) {
            open = addTab(part);
        }
        tabs.getSelectionModel().select(open.tab());
    }

    /** True when the tab shown is a part's diagram (a keyspace, a subject area). */
    boolean showsPart() {
        return current().diagram() instanceof PartView;
    }

    /**
     * Where an element added without a click goes when a part's tab is shown: the middle of its view, in that part's
     * layout. Empty on the four whole diagrams, which place a new element themselves.
     */
    Optional<Placement> inShownPart() {
        ZoomableDiagram shown = current();
        if (!(shown.diagram() instanceof PartView)) {
            return Optional.empty();
        }
        Point2D middle = shown.viewportInDiagram()
                .map(view -> new Point2D(view.getCenterX(), view.getCenterY()))
                .orElse(Point2D.ZERO);
        return Optional.of(new Placement(shown.diagram(), middle));
    }

    /** The diagram of a part, when it has a tab. */
    Optional<ZoomableDiagram> part(ElementId id) {
        return Optional.ofNullable(parts.get(id)).map(PartTab::diagram);
    }

    private PartTab addTab(PartDiagram part) {
        ZoomableDiagram diagram = new ZoomableDiagram(new PartView(part, project));
        List<Runnable> unhooks = hookUp(diagram);
        diagram.diagram().setLive(false);
        PartTab added = new PartTab(new Tab(part.name(), diagram), diagram, unhooks);
        added.tab().setOnClosed(e -> closed(added));
        parts.put(part.id(), added);
        tabs.getTabs().add(added.tab());
        return added;
    }

    /** The user closed a part's tab: a stored part is deleted (an edit, which undo takes back). */
    private void closed(PartTab tab) {
        ElementId id = tab.id();
        parts.remove(id);
        tab.dispose();
        if (project.layout().part(id).isPresent()) {
            editor.apply(new PartDiagramEdit.Remove(id));
        }
    }

    private void closeTab(ElementId id) {
        PartTab part = parts.remove(id);
        if (part != null) {
            tabs.getTabs().remove(part.tab());
            part.dispose();
        }
    }

    /**
     * Opens a tab for each stored part without one, closes those whose part is gone, and renames the others; a
     * keyspace's diagram follows its keyspace when {@code before} named it otherwise.
     */
    private void syncParts(Project before) {
        RenamedKeyspace.between(before, project).ifPresent(this::followRename);
        for (PartDiagram part : project.layout().parts()) {
            PartTab open = parts.get(part.id());
            if (open == null) {
                addTab(part);
            } else {
                open.follow(part);
            }
        }
        List.copyOf(parts.entrySet()).stream()
                .filter(e -> project.layout().part(e.getKey()).isEmpty())
                .filter(e -> e.getValue().view().wasStored())
                .forEach(e -> closeTab(e.getKey()));
    }

    /**
     * The tab of the renamed keyspace's diagram shows it under its new name, in its place among the tabs: a stored
     * diagram as the rename's edit (or its undo) stored it, one never arranged as it was, for the new name.
     */
    private void followRename(RenamedKeyspace renamed) {
        ElementId from = PartDiagram.keyspaceDiagramId(renamed.from());
        ElementId to = PartDiagram.keyspaceDiagramId(renamed.to());
        PartTab tab = parts.get(from);
        if (tab == null || (tab.view().wasStored() && project.layout().part(to).isEmpty())) {
            return;
        }
        closeTab(to);
        parts.remove(from);
        tab.follow(project.layout().part(to).orElseGet(() -> tab.view().part().forRenamedKeyspace(renamed.to())));
        parts.put(to, tab);
    }

    EmptyViewHint hint(ViewKind kind) {
        return hints.get(kind);
    }

    TabPane pane() {
        return tabs;
    }

    ViewKind shownView() {
        return current().diagram().viewKind();
    }

    /** Tells {@code shown} the diagram shown now and each time another tab is chosen. */
    void whenShown(java.util.function.Consumer<ZoomableDiagram> shown) {
        shown.accept(current());
        tabs.getSelectionModel().selectedItemProperty().addListener((o, before, now) -> shown.accept(current()));
    }

    /** The diagram of the selected tab. */
    ZoomableDiagram current() {
        Tab tab = tabs.getSelectionModel().getSelectedItem();
        if (overview != null && overview.tab() == tab) {
            return overview.diagram();
        }
        return parts.values().stream()
                .filter(p -> p.tab() == tab)
                .map(PartTab::diagram)
                .findFirst()
                .orElseGet(() -> wholeTabs.entrySet().stream()
                        .filter(e -> e.getValue() == tab)
                        .map(e -> diagrams.get(e.getKey()))
                        .findFirst()
                        .orElse(diagrams.get(ViewKind.LOGICAL)));
    }

    ZoomableDiagram diagram(ViewKind kind) {
        return diagrams.get(kind);
    }

    FindingBadges badges(ViewKind kind) {
        return badges.get(kind);
    }

    void select(ViewKind kind) {
        tabs.getSelectionModel().select(wholeTabs.get(kind));
    }

    void show(Project shown) {
        Project before = project;
        project = shown;
        syncParts(before);
        diagrams.values().forEach(d -> d.diagram().setProject(shown));
        parts.values().forEach(p -> p.diagram().diagram().setProject(shown));
        overview().ifPresent(o -> o.diagram().setProject(shown));
        hints.values().forEach(h -> h.show(shown));
    }

    void showWorst(Map<ElementId, Severity> worst, Map<ElementId, String> tooltips) {
        badges.values().forEach(b -> b.show(worst, tooltips));
        parts.values().forEach(p -> p.badges().show(worst, tooltips));
        if (overview != null) {
            overview.showWorst(worst, keyspaceBoxes());
        }
    }

    /**
     * The overview's box of the keyspace an element is or is in (a table, view, type, index, column or field); null for
     * any other element (a query, an entity).
     */
    private java.util.function.Function<ElementId, ElementId> keyspaceBoxes() {
        Map<ElementId, ElementId> boxes = new java.util.HashMap<>();
        for (dev.keyspace.model.schema.Keyspace keyspace : project.keyspaces()) {
            ElementId box = dev.keyspace.app.views.spec.DiagramIds.forKeyspace(keyspace);
            boxes.put(box, box);
            keyspace.tables().forEach(t -> boxes.put(t.id(), box));
            keyspace.views().forEach(v -> boxes.put(v.id(), box));
            keyspace.types().forEach(t -> boxes.put(ElementKeys.type(keyspace, t), box));
            keyspace.indexes().forEach(i -> boxes.put(ElementKeys.index(keyspace, i), box));
        }
        return element -> boxes.get(ElementKeys.owner(element).orElse(element));
    }

    /** Keeps the diagram shown if it draws the element, or else shows the first diagram that does. */
    void showDrawing(ElementId id) {
        if (draws(current(), id)) {
            return;
        }
        REVEAL_ORDER.stream()
                .filter(kind -> draws(diagrams.get(kind), id))
                .findFirst()
                .ifPresent(this::select);
    }

    /**
     * The id of what draws {@code id}: the element itself when a diagram draws it, else its box (a column or a field
     * is a line of its table's or type's box, its id being the box's id, a slash and its name). The diagram shown is
     * asked first, so a part's tab that draws the element answers without drawing any of the four whole diagrams.
     */
    /**
     * In a project too large to open on its whole diagrams, shows the diagram of the keyspace of a table or view
     * the tab shown does not draw, as the project opened on one keyspace: a hundred boxes, not thousands.
     */
    void showKeyspaceOf(ElementId id) {
        if (draws(current(), id)) {
            return;
        }
        largeProjectKeyspaceOf(id).map(Identifier::of).ifPresent(this::openKeyspace);
    }

    /** Whether a project has more tables than its whole diagrams show readably: it is shown a keyspace at a time. */
    static boolean tooLargeToShowWhole(Project project) {
        return project.keyspaces().stream().mapToLong(k -> k.tables().size()).sum() > OVERVIEW_TABLES;
    }

    /** The keyspace of a table or view of a project too large to open on its whole diagrams; else empty. */
    private Optional<String> largeProjectKeyspaceOf(ElementId id) {
        if (project == null || !tooLargeToShowWhole(project)) {
            return Optional.empty();
        }
        return project.table(id).map(ref -> ref.keyspace().name().internal()).or(() -> project.allViews().stream()
                .filter(ref -> ref.view().id().equals(id))
                .map(ref -> ref.keyspace().name().internal())
                .findFirst());
    }

    ElementId drawnAs(ElementId id) {
        return drawnInShown(id)
                .or(() -> innermostDrawn(id, box -> diagrams.values().stream().anyMatch(d -> draws(d, box))))
                .orElse(id);
    }

    /**
     * What draws {@code id} (it, or its box) in the diagram shown, if that diagram draws it; in the overview, the box of
     * the keyspace that holds it.
     */
    Optional<ElementId> drawnInShown(ElementId id) {
        ZoomableDiagram shown = current();
        Optional<ElementId> drawn = innermostDrawn(id, box -> draws(shown, box));
        if (drawn.isEmpty() && overview != null && shown == overview.diagram()) {
            return Optional.ofNullable(keyspaceBoxes().apply(id));
        }
        return drawn;
    }

    /** The element if {@code drawn} holds for it, or else the innermost box holding it for which it does. */
    private static Optional<ElementId> innermostDrawn(ElementId id, Predicate<ElementId> drawn) {
        ElementId box = id;
        while (!drawn.test(box)) {
            int slash = box.value().lastIndexOf('/');
            if (slash <= 0) {
                return Optional.empty();
            }
            box = ElementId.of(box.value().substring(0, slash));
        }
        return Optional.of(box);
    }

    private void showLive() {
        ZoomableDiagram shown = current();
        diagrams.values().forEach(diagram -> diagram.diagram().setLive(diagram == shown));
        parts.values().forEach(part -> part.diagram().diagram().setLive(part.diagram() == shown));
        overview().ifPresent(o -> o.diagram().setLive(o == shown));
    }

    private static boolean draws(ZoomableDiagram diagram, ElementId id) {
        return diagram.diagram().node(id).isPresent()
                || diagram.diagram().frames().containsKey(id);
    }

    private static String title(ViewKind kind) {
        String name = kind.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
