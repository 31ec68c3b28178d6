package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.FindingBadges;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.views.PartView;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import javafx.scene.control.Tab;

/**
 * The tab of a part's diagram (a keyspace, a subject area): its diagram, its finding badges, and what it hooked
 * onto the window's shared objects (the selection, View > Minimap), which it takes back when it closes, so a closed
 * tab is neither kept alive nor redrawn by them.
 */
final class PartTab {

    private final Tab tab;
    private final ZoomableDiagram diagram;
    private final FindingBadges badges;
    private final List<Runnable> unhooks;

    PartTab(Tab tab, ZoomableDiagram diagram, List<Runnable> unhooks) {
        this.tab = tab;
        this.diagram = diagram;
        this.badges = new FindingBadges(diagram.diagram());
        this.unhooks = List.copyOf(unhooks);
        tab.setText(view().part().name());
        tab.setId(tabId(view().part().id()));
    }

    static String tabId(ElementId part) {
        return "tab-part-" + part.value();
    }

    Tab tab() {
        return tab;
    }

    ZoomableDiagram diagram() {
        return diagram;
    }

    FindingBadges badges() {
        return badges;
    }

    PartView view() {
        return (PartView) diagram.diagram();
    }

    ElementId id() {
        return view().part().id();
    }

    /** Shows another definition of the part: its keyspace was renamed, or it was renamed. */
    void follow(PartDiagram part) {
        view().follow(part);
        tab.setText(part.name());
        tab.setId(tabId(part.id()));
    }

    /** Takes back what the tab hooked onto the window's shared objects; the tab is closed. */
    void dispose() {
        unhooks.forEach(Runnable::run);
    }
}
