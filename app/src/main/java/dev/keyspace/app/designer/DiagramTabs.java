package dev.keyspace.app.designer;

import dev.keyspace.app.designer.actions.CreationActions;
import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.actions.ElementMenus;
import dev.keyspace.app.designer.canvas.DiagramGestures;
import dev.keyspace.app.designer.canvas.FindingBadges;
import dev.keyspace.app.designer.canvas.HoldingTables;
import dev.keyspace.app.designer.canvas.SelectionMarks;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.views.DiagramViews;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.validation.Severity;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.StackPane;

/**
 * The four diagrams as tabs, each with its gestures, selection marks and finding badges. Only the diagram on
 * screen redraws on each edit; the others catch up when their tab is chosen.
 */
final class DiagramTabs {

    /** Where a revealed element is looked for when the diagram shown does not draw it. */
    private static final List<ViewKind> REVEAL_ORDER =
            List.of(ViewKind.LOGICAL, ViewKind.PHYSICAL, ViewKind.CONCEPTUAL, ViewKind.WORKFLOW);

    private final TabPane tabs = new TabPane();
    private final Map<ViewKind, ZoomableDiagram> diagrams = new EnumMap<>(ViewKind.class);
    private final Map<ViewKind, FindingBadges> badges = new EnumMap<>(ViewKind.class);

    private final Map<ViewKind, EmptyViewHint> hints = new EnumMap<>(ViewKind.class);
    private final Editor editor;
    private final ElementActions actions;

    DiagramTabs(String projectName, String stylesheet, Editor editor, ElementActions actions) {
        this.editor = editor;
        this.actions = actions;
        for (ViewKind kind : ViewKind.values()) {
            // drawn by the window's first refresh, and then only while their tab is shown
            ZoomableDiagram diagram = new ZoomableDiagram(DiagramViews.create(kind, Project.empty(projectName)));
            diagram.diagram().getStylesheets().addAll(stylesheet, Theme.CANVAS_STYLESHEET);
            new SelectionMarks(diagram.diagram(), editor.selection());
            new HoldingTables(diagram.diagram(), editor.selection(), editor::project);
            badges.put(kind, new FindingBadges(diagram.diagram()));
            diagrams.put(kind, diagram);
            EmptyViewHint hint = new EmptyViewHint(kind);
            hints.put(kind, hint);
            StackPane.setAlignment(hint, Pos.CENTER);
            Tab tab = new Tab(title(kind), new StackPane(diagram, hint));
            tab.setId("tab-" + kind.name().toLowerCase(Locale.ROOT));
            tab.setClosable(false);
            tabs.getTabs().add(tab);
        }
        tabs.getSelectionModel().select(ViewKind.LOGICAL.ordinal());
        tabs.getSelectionModel().selectedIndexProperty().addListener((o, before, now) -> showLive());
        showLive();
    }

    /** The gestures and the empty views' links, which need the menus built from these tabs' actions. */
    void install(ElementMenus menus, CreationActions creation) {
        diagrams.values().forEach(diagram -> new DiagramGestures(diagram, editor, actions, menus));
        hints.values().forEach(hint -> hint.install(creation));
    }

    /** Every diagram's minimap follows View > Minimap. */
    void showMinimaps(javafx.beans.property.BooleanProperty shown) {
        diagrams.values().forEach(d -> d.minimap().shownProperty().bind(shown));
    }

    EmptyViewHint hint(ViewKind kind) {
        return hints.get(kind);
    }

    TabPane pane() {
        return tabs;
    }

    ViewKind shownView() {
        return ViewKind.values()[tabs.getSelectionModel().getSelectedIndex()];
    }

    /** Tells {@code shown} the diagram shown now and each time another tab is chosen. */
    void whenShown(java.util.function.Consumer<ZoomableDiagram> shown) {
        shown.accept(current());
        tabs.getSelectionModel().selectedIndexProperty().addListener((o, before, now) -> shown.accept(current()));
    }

    /** The diagram of the selected tab. */
    ZoomableDiagram current() {
        return diagrams.get(shownView());
    }

    ZoomableDiagram diagram(ViewKind kind) {
        return diagrams.get(kind);
    }

    FindingBadges badges(ViewKind kind) {
        return badges.get(kind);
    }

    void select(ViewKind kind) {
        tabs.getSelectionModel().select(kind.ordinal());
    }

    void show(Project project) {
        diagrams.values().forEach(d -> d.diagram().setProject(project));
        hints.values().forEach(h -> h.show(project));
    }

    void showWorst(Map<ElementId, Severity> worst, Map<ElementId, String> tooltips) {
        badges.values().forEach(b -> b.show(worst, tooltips));
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
     * The id of what draws {@code id}: the element itself when some diagram draws it, else its box (a column or
     * a field is a line of its table's or type's box, its id being the box's id, a slash and its name).
     */
    ElementId drawnAs(ElementId id) {
        if (diagrams.values().stream().anyMatch(d -> draws(d, id))) {
            return id;
        }
        int slash = id.value().lastIndexOf('/');
        return slash > 0 ? drawnAs(ElementId.of(id.value().substring(0, slash))) : id;
    }

    private void showLive() {
        ViewKind shown = shownView();
        diagrams.forEach((kind, diagram) -> diagram.diagram().setLive(kind == shown));
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
