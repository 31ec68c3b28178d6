package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.views.PartView;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import javafx.scene.control.Tab;

/** The tab of a part's diagram (a keyspace, a subject area), named after the part and following it. */
final class PartTab extends ExtraDiagramTab {

    PartTab(Tab tab, ZoomableDiagram diagram, List<Runnable> unhooks) {
        super(tab, diagram, unhooks);
        tab.setText(view().part().name());
        tab.setId(tabId(view().part().id()));
    }

    static String tabId(ElementId part) {
        return "tab-part-" + part.value();
    }

    PartView view() {
        return (PartView) diagram().diagram();
    }

    ElementId id() {
        return view().part().id();
    }

    /** Shows another definition of the part: its keyspace was renamed, or it was renamed. */
    void follow(PartDiagram part) {
        view().follow(part);
        tab().setText(part.name());
        tab().setId(tabId(part.id()));
    }
}
