package dev.keyspace.app.designer;

import dev.keyspace.app.designer.actions.CreationActions;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.control.Hyperlink;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * The one line an empty diagram shows: what to do first there, with the action as a link. It hides as soon
 * as the view draws something, and lets clicks through to the canvas everywhere but on its link.
 */
final class EmptyViewHint extends TextFlow {

    /** What an empty view asks for: the words before the link, the link, and the words after it. */
    record Step(String before, String link, String after, Runnable action) {}

    private final ViewKind view;
    private final Text before = new Text();
    private final Hyperlink link = new Hyperlink();
    private final Text after = new Text();
    private CreationActions creation;
    private Optional<Step> step = Optional.empty();

    EmptyViewHint(ViewKind view) {
        this.view = view;
        setId("empty-hint-" + view.name().toLowerCase(Locale.ROOT));
        getStyleClass().add("empty-view-hint");
        link.setId("empty-hint-link-" + view.name().toLowerCase(Locale.ROOT));
        link.setOnAction(e -> step.ifPresent(s -> s.action().run()));
        getChildren().addAll(before, link, after);
        setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        setPickOnBounds(false);
        setVisible(false);
    }

    void install(CreationActions actions) {
        this.creation = actions;
    }

    /** Shows the first step the project still lacks in this view, or nothing when the view has content. */
    void show(Project project) {
        step = creation == null ? Optional.empty() : firstStep(project);
        step.ifPresent(s -> {
            before.setText(s.before());
            link.setText(s.link());
            after.setText(s.after());
        });
        setVisible(step.isPresent());
    }

    Optional<Step> step() {
        return step;
    }

    private Optional<Step> firstStep(Project project) {
        boolean noTables = project.keyspaces().stream()
                .allMatch(k -> k.tables().isEmpty() && k.views().isEmpty());
        return switch (view) {
            case CONCEPTUAL -> project.conceptual().entities().isEmpty()
                    ? Optional.of(new Step(
                            "No entities yet: ",
                            "Add entity",
                            " (Ctrl+E), then give it attributes (right-click it).",
                            () -> creation.addEntity(Optional.empty())))
                    : Optional.empty();
            case WORKFLOW -> project.workflow().tasks().isEmpty()
                    ? Optional.of(new Step(
                            "No tasks yet: ",
                            "Add task",
                            ", then link the queries each task runs.",
                            () -> creation.addTask(Optional.empty())))
                    : Optional.empty();
            case LOGICAL, PHYSICAL -> schemaStep(project, noTables);
        };
    }

    private Optional<Step> schemaStep(Project project, boolean noTables) {
        if (!noTables) {
            return Optional.empty();
        }
        if (project.queries().isEmpty() && project.conceptual().entities().isEmpty()) {
            return Optional.of(new Step(
                    "Nothing to map yet. Start with the conceptual model: ",
                    "Add entity",
                    " (Ctrl+E).",
                    () -> creation.addEntity(Optional.empty())));
        }
        if (project.queries().isEmpty()) {
            return Optional.of(new Step(
                    "No queries yet: ",
                    "Add query",
                    " (Ctrl+Shift+Q), say what it looks up, then generate its table.",
                    () -> creation.addQuery(Optional.empty(), Optional.empty())));
        }
        return Optional.of(new Step(
                "No tables yet: ",
                "Generate tables for all queries",
                " (Ctrl+Shift+G), or one query at a time with Ctrl+G.",
                creation::generateTablesForAllQueries));
    }
}
