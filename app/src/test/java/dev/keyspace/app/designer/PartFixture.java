package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.testfx.api.FxRobot;

/** The designer window on the hotel sample, with helpers for the tabs of the diagrams of a part. */
abstract class PartFixture extends DesignerFixture {

    ZoomableDiagram part(ElementId id) {
        return window.partDiagram(id).orElseThrow(() -> new AssertionError("no tab for " + id));
    }

    /** The tables (and views) a diagram draws, without the query entry nodes. */
    static Set<ElementId> tablesOf(ZoomableDiagram diagram) {
        return diagram.diagram().nodes().keySet().stream()
                .filter(id -> id.value().startsWith("table:"))
                .collect(Collectors.toSet());
    }

    static Set<ElementId> tablesOf(Project project, String keyspace) {
        return project.keyspaces().stream()
                .filter(k -> k.name().internal().equals(keyspace))
                .flatMap(k -> k.tables().stream())
                .map(Table::id)
                .collect(Collectors.toSet());
    }

    Tab selectedTab(FxRobot robot) {
        return robot.lookup(".tab-pane")
                .queryAs(TabPane.class)
                .getSelectionModel()
                .getSelectedItem();
    }

    /** Four keyspaces of 60 tables: more than a project shown whole on opening. */
    static Project largeProject() {
        StringBuilder cql = new StringBuilder();
        for (int k = 0; k < 4; k++) {
            cql.append("CREATE KEYSPACE ks")
                    .append(k)
                    .append(" WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
            for (int t = 0; t < 60; t++) {
                cql.append("CREATE TABLE ks")
                        .append(k)
                        .append(".t")
                        .append(t)
                        .append(" (id int PRIMARY KEY, v text);\n");
            }
        }
        return new CqlReader().read("large.cql", cql.toString()).project();
    }
}
