package dev.keyspace.app.designer.findings;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Predicate;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;

/**
 * The bar above the findings that narrows them: to the selection (unless "selection only" is unticked), a lowest
 * severity, one rule, one keyspace and any text of the rule, element, message or fix. Its {@link #predicate()} changes whenever a choice does.
 */
final class FindingsFilter extends FlowPane {

    static final String ALL_RULES = "all rules";
    static final String ALL_KEYSPACES = "all keyspaces";
    static final String NO_KEYSPACE = "no keyspace";

    static final String ALL_SEVERITIES = "all severities";
    static final String WARNINGS_AND_ERRORS = "warnings and errors";
    static final String ERRORS_ONLY = "errors only";

    private final ComboBox<String> severity =
            new ComboBox<>(FXCollections.observableArrayList(ALL_SEVERITIES, WARNINGS_AND_ERRORS, ERRORS_ONLY));

    private final ComboBox<String> rule = new ComboBox<>();
    private final ComboBox<String> keyspace = new ComboBox<>();
    private final TextField text = new TextField();
    private final CheckBox selectionOnly = new CheckBox("selection only");
    private final ObjectProperty<Predicate<Finding>> predicate = new SimpleObjectProperty<>(f -> true);
    /** Whether a finding is about the selection; empty while nothing is selected. */
    private Optional<Predicate<Finding>> aboutSelection = Optional.empty();

    FindingsFilter() {
        // wraps onto a second row where the pane is narrow, rather than squeezing each choice to an empty box
        super(6, 4);
        setId("findings-filter");
        severity.setId("findings-filter-severity");
        rule.setId("findings-filter-rule");
        keyspace.setId("findings-filter-keyspace");
        text.setId("findings-filter-text");
        text.setPromptText("Filter by text");
        selectionOnly.setId("findings-filter-selection");
        selectionOnly.setSelected(true);
        selectionOnly.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        severity.getSelectionModel().selectFirst();
        choices(rule, ALL_RULES, List.of());
        choices(keyspace, ALL_KEYSPACES, List.of());
        // each choice as wide as its longest item, so that whatever is chosen reads whole
        for (ComboBox<String> choice : List.of(severity, rule, keyspace)) {
            choice.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        text.setPrefColumnCount(9);
        getChildren().addAll(selectionOnly, severity, rule, keyspace, text);
        selectionOnly.selectedProperty().addListener((o, a, b) -> update());
        severity.valueProperty().addListener((o, a, b) -> update());
        rule.valueProperty().addListener((o, a, b) -> update());
        keyspace.valueProperty().addListener((o, a, b) -> update());
        text.textProperty().addListener((o, a, b) -> update());
    }

    /** Puts {@code node} (the findings' count) first on the filter's row, so that the row wraps under it too. */
    void lead(javafx.scene.Node node) {
        getChildren().add(0, node);
    }

    ObjectProperty<Predicate<Finding>> predicate() {
        return predicate;
    }

    /**
     * Narrows the findings to those about the selection (while "selection only" is ticked); empty when nothing is
     * selected, and then every finding shows.
     */
    void narrowTo(Optional<Predicate<Finding>> about) {
        aboutSelection = about;
        update();
    }

    /** Offers the rules and keyspaces of these findings, keeping a choice that is still among them. */
    void offer(List<Finding> findings) {
        choices(rule, ALL_RULES, findings.stream().map(Finding::ruleId).toList());
        choices(
                keyspace,
                ALL_KEYSPACES,
                findings.stream().map(FindingsFilter::keyspaceOf).toList());
    }

    /** The keyspace a finding's element is in ({@code ks.table...}), or {@link #NO_KEYSPACE} for the conceptual model. */
    static String keyspaceOf(Finding finding) {
        String element = finding.element();
        int dot = element.indexOf('.');
        return dot > 0 ? element.substring(0, dot) : NO_KEYSPACE;
    }

    private static void choices(ComboBox<String> box, String all, List<String> values) {
        String chosen = box.getValue();
        List<String> items = new ArrayList<>();
        items.add(all);
        items.addAll(new TreeSet<>(values));
        box.getItems().setAll(items);
        box.setValue(chosen != null && items.contains(chosen) ? chosen : all);
    }

    private void update() {
        Severity lowest =
                switch (Optional.ofNullable(severity.getValue()).orElse("")) {
                    case ERRORS_ONLY -> Severity.ERROR;
                    case WARNINGS_AND_ERRORS -> Severity.WARNING;
                    default -> Severity.INFO;
                };
        String ruleId = rule.getValue();
        String space = keyspace.getValue();
        String wanted = text.getText() == null ? "" : text.getText().strip().toLowerCase(Locale.ROOT);
        Predicate<Finding> selected =
                selectionOnly.isSelected() ? aboutSelection.orElse(finding -> true) : finding -> true;
        predicate.set(finding -> selected.test(finding)
                && finding.severity().compareTo(lowest) >= 0
                && (ruleId == null || ruleId.equals(ALL_RULES) || ruleId.equals(finding.ruleId()))
                && (space == null || space.equals(ALL_KEYSPACES) || space.equals(keyspaceOf(finding)))
                && (wanted.isEmpty()
                        || (finding.ruleId() + " " + finding.element() + " " + finding.message() + " " + finding.fix())
                                .toLowerCase(Locale.ROOT)
                                .contains(wanted)));
    }
}
