package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.FindingBadges;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import java.util.List;
import javafx.scene.control.Tab;

/**
 * A diagram's tab beyond the four views (the overview, a part's diagram): its diagram, its finding badges, and what
 * it hooked onto the window's shared objects (the selection, View > Minimap), which it takes back when it closes, so
 * a closed tab is neither kept alive nor redrawn by them.
 */
abstract class ExtraDiagramTab {

    private final Tab tab;
    private final ZoomableDiagram diagram;
    private final FindingBadges badges;
    private final List<Runnable> unhooks;

    ExtraDiagramTab(Tab tab, ZoomableDiagram diagram, List<Runnable> unhooks) {
        this.tab = tab;
        this.diagram = diagram;
        this.badges = new FindingBadges(diagram.diagram());
        this.unhooks = List.copyOf(unhooks);
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

    /** Takes back what the tab hooked onto the window's shared objects; the tab is closed. */
    void dispose() {
        unhooks.forEach(Runnable::run);
    }
}
