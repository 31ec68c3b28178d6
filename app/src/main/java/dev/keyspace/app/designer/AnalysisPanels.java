package dev.keyspace.app.designer;

import dev.keyspace.app.designer.findings.FindingsPanel;
import dev.keyspace.app.designer.sizing.SizingPanel;
import dev.keyspace.model.Project;
import java.util.function.Supplier;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * The panels under the diagrams that report on the whole project: the findings and the sizing table, one tab
 * each. The sizing is re-computed on every revision while its tab is shown, and when the tab is chosen.
 */
final class AnalysisPanels {

    private final TabPane tabs = new TabPane();
    private final Tab findingsTab;
    private final Tab sizingTab;
    private final SizingPanel sizing;
    private final Supplier<Project> project;

    AnalysisPanels(FindingsPanel findings, SizingPanel sizing, Supplier<Project> project) {
        this.sizing = sizing;
        this.project = project;
        findingsTab = new Tab("Findings", findings);
        findingsTab.setId("tab-findings");
        sizingTab = new Tab("Sizing", sizing);
        sizingTab.setId("tab-sizing");
        tabs.getTabs().addAll(findingsTab, sizingTab);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.setId("analysis-panels");
        // the panels scroll inside; their tables' widths must not push the CQL pane beside them shut
        tabs.setMinWidth(160);
        sizingTab.selectedProperty().addListener((o, was, now) -> {
            if (now) {
                sizing.show(project.get());
            }
        });
    }

    TabPane pane() {
        return tabs;
    }

    void refresh(Project shown) {
        if (sizingTab.isSelected()) {
            sizing.show(shown);
        }
    }

    void showSizing() {
        tabs.getSelectionModel().select(sizingTab);
        sizing.show(project.get());
    }

    void showFindings() {
        tabs.getSelectionModel().select(findingsTab);
    }

    /** Analyze > Sizing: the sizing table of every table, in its panel. */
    MenuItem sizingMenuItem() {
        MenuItem item = new MenuItem("Sizing");
        item.setId("menu-sizing");
        item.setOnAction(e -> showSizing());
        return item;
    }
}
