package dev.keyspace.app.designer.actions;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.app.designer.actions.ElementActions.Placement;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.NewElements;
import dev.keyspace.app.designer.elements.Transitions;
import dev.keyspace.app.designer.mapping.GenerationPlan;
import dev.keyspace.app.designer.mapping.ReplaceTablesQuestion;
import dev.keyspace.app.views.PartView;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.WorkflowEdit;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The actions that create elements, one home for each: the diagrams' context menus, the Model menu and the
 * empty views' links all call these. When the view shown does not draw what an action adds, the action first shows
 * one that does, so the user sees the new element selected there; a query added on the Workflow tab stays there,
 * where the arrows run queries.
 */
public final class CreationActions {

    /** The views that draw tables, types, keyspaces and queries. */
    private static final List<ViewKind> SCHEMA = List.of(ViewKind.LOGICAL, ViewKind.PHYSICAL);

    private final ElementActions actions;
    private final Supplier<ViewKind> shownView;
    private final Consumer<ViewKind> showView;
    private final Supplier<Optional<Placement>> inShownPart;

    /**
     * {@code inShownPart} tells where an element added without a click (the Model menu, the palette) goes when a
     * part's tab is shown, so that it lands in that part (a subject area takes a new table in); empty on the four
     * whole diagrams, which place it themselves.
     */
    public CreationActions(
            ElementActions actions,
            Supplier<ViewKind> shownView,
            Consumer<ViewKind> showView,
            Supplier<Optional<Placement>> inShownPart) {
        this.actions = actions;
        this.shownView = shownView;
        this.showView = showView;
        this.inShownPart = inShownPart;
    }

    public ElementActions elements() {
        return actions;
    }

    public boolean addEntity(Optional<Placement> at) {
        return add(List.of(ViewKind.CONCEPTUAL), NewElements.entity(project()), at);
    }

    /** A relationship between the selected entities (the first one side, the others many). */
    public boolean addRelationship(Optional<Placement> at) {
        List<ElementId> entities = actions.editor().selectedElements().stream()
                .filter(Element.OfEntity.class::isInstance)
                .map(Element::id)
                .toList();
        return add(List.of(ViewKind.CONCEPTUAL), NewElements.relationship(project(), entities), at);
    }

    /**
     * A relationship from one entity to another, or from an entity to itself (a recursive relationship, which the
     * model allows: each connector then takes a role). The conceptual diagram puts it between the two; it is
     * selected, so the inspector shows it to name it and set its cardinalities.
     */
    public boolean addRelationshipBetween(ElementId from, ElementId to) {
        boolean added = add(
                List.of(ViewKind.CONCEPTUAL), NewElements.relationship(project(), List.of(from, to)), Optional.empty());
        if (added) {
            actions.editor()
                    .report(
                            from.equals(to)
                                    ? "Added a recursive relationship: give its two connectors roles in the inspector"
                                    : "Added a relationship: name it and set its cardinalities in the inspector");
        }
        return added;
    }

    public boolean addTask(Optional<Placement> at) {
        return add(List.of(ViewKind.WORKFLOW), NewElements.task(project()), at);
    }

    /**
     * A query. Added on the Workflow tab it stays there, run by the selected arrow (or by the one arrow into the
     * selected task), whose label then shows it; the query is selected, so the inspector asks for its pattern.
     */
    public boolean addQuery(Optional<ElementId> servedBy, Optional<Placement> at) {
        Edit query = NewElements.query(project(), servedBy);
        if (shownView.get() != ViewKind.WORKFLOW) {
            return add(SCHEMA, query, at);
        }
        Optional<Transition> arrow = selectedArrow();
        if (arrow.isEmpty()) {
            boolean added = actions.add(query);
            if (added) {
                actions.editor()
                        .report(query.label() + ": select an arrow first to run it there, or type it in an"
                                + " arrow's queries");
            }
            return added;
        }
        Project withQuery = query.apply(project());
        ElementId added = PlacedAddition.firstAdded(project(), withQuery).orElseThrow();
        List<ElementId> runs = new ArrayList<>(arrow.get().queries());
        runs.add(added);
        return actions.add(CompositeEdit.of(
                query.label(),
                query,
                new WorkflowEdit.SetTransitionQueries(arrow.get().id(), runs)));
    }

    /** The arrow selected on the workflow, or the only arrow into the selected task. */
    private Optional<Transition> selectedArrow() {
        return actions.editor().primaryElement().flatMap(element -> {
            if (element instanceof Element.OfTransition arrow) {
                return Optional.of(arrow.transition());
            }
            if (element instanceof Element.OfTask task) {
                List<Transition> into = Transitions.into(project(), task.task().id());
                return into.size() == 1 ? Optional.of(into.get(0)) : Optional.empty();
            }
            return Optional.empty();
        });
    }

    public boolean addKeyspace(Optional<Placement> at) {
        return add(SCHEMA, NewElements.keyspace(project()), at);
    }

    /**
     * A table in the keyspace (else the selected one, else the part's shown, else the first); with no keyspace, one
     * is created too.
     */
    public boolean addTable(Optional<Keyspace> keyspace, Optional<Placement> at) {
        Optional<Keyspace> target = keyspace.map(this::fresh).or(this::chosenKeyspace);
        if (target.isPresent()) {
            return add(SCHEMA, NewElements.table(project(), target.get()), at);
        }
        Edit createKeyspace = NewElements.keyspace(project());
        Project withKeyspace = createKeyspace.apply(project());
        Edit table = NewElements.table(withKeyspace, withKeyspace.keyspaces().get(0));
        return add(SCHEMA, CompositeEdit.of(table.label(), createKeyspace, table), at);
    }

    public boolean addType(Optional<Keyspace> keyspace, Optional<Placement> at) {
        Optional<Keyspace> target = keyspace.map(this::fresh).or(this::chosenKeyspace);
        if (target.isEmpty()) {
            actions.editor().tell("Add a keyspace first: a type belongs to one");
            return false;
        }
        return add(SCHEMA, NewElements.type(target.get()), at);
    }

    /** Generate table… for the selected query, or says how to pick one. */
    public void generateTableForSelection() {
        actions.editor()
                .primaryElement()
                .filter(Element.OfQuery.class::isInstance)
                .map(e -> ((Element.OfQuery) e).query())
                .ifPresentOrElse(
                        actions::generateTable, () -> actions.editor().tell("Select a query to generate its table"));
    }

    /**
     * Generates the tables of all queries as one history entry, by the rule generating for one query follows (see
     * {@link GenerationPlan}): a query no table serves gets one, a query that changed since this session generated its
     * table gets a new one in the old one's place, after one question naming the old tables the user changed since.
     * A query the assistant cannot map (no access pattern yet) is named in the status line and skipped.
     */
    public int generateTablesForAllQueries() {
        History history = actions.editor().history();
        GenerationPlan plan = GenerationPlan.of(project(), history.undoEntries());
        List<GenerationPlan.Step> changed = plan.replacingChanged();
        if (!changed.isEmpty()) {
            ReplaceTablesQuestion.Answer answer = ReplaceTablesQuestion.ask(
                    actions.owner(),
                    changed.stream()
                            .map(step -> new ReplaceTablesQuestion.Changed(
                                    step.query().label(),
                                    step.replaces().orElseThrow().table().name().asCql()))
                            .toList());
            if (answer == ReplaceTablesQuestion.Answer.CANCEL) {
                return 0;
            }
            if (answer == ReplaceTablesQuestion.Answer.LEAVE) {
                plan = plan.leavingChanged();
            }
        }
        String skipped = plan.skipped().isEmpty() ? "" : "; skipped " + String.join("; ", plan.skipped());
        if (plan.steps().isEmpty()) {
            actions.editor().report("Every query is served by its table already" + skipped);
            return 0;
        }
        history.beginGroup(MappingAssistant.GENERATE + "tables for all queries");
        try {
            for (GenerationPlan.Step step : plan.steps()) {
                history.apply(ElementActions.generation(
                        project(),
                        step.query(),
                        step.proposal(),
                        step.replaces().map(old -> old.table().id())));
            }
        } catch (EditRejectedException e) {
            history.cancelGroup();
            actions.editor().tell(e.getMessage());
            return 0;
        }
        history.endGroup();
        if (!SCHEMA.contains(shownView.get())) {
            showView.accept(ViewKind.LOGICAL);
        }
        long replaced =
                plan.steps().stream().filter(s -> s.replaces().isPresent()).count();
        int generated = plan.steps().size();
        actions.editor()
                .report(generated
                        + (generated == 1 ? " table generated" : " tables generated")
                        + (replaced == 0
                                ? ""
                                : ", " + replaced + (replaced == 1 ? " replacing an old one" : " replacing old ones"))
                        + skipped);
        return generated;
    }

    private boolean add(List<ViewKind> views, Edit edit, Optional<Placement> at) {
        if (!views.contains(shownView.get())) {
            showView.accept(views.get(0));
            return actions.addAt(edit, at);
        }
        return actions.addAt(edit, at.or(inShownPart));
    }

    private Optional<Keyspace> chosenKeyspace() {
        Optional<Keyspace> selected = actions.editor().selectedElements().stream()
                .filter(Element.OfKeyspace.class::isInstance)
                .map(e -> ((Element.OfKeyspace) e).keyspace())
                .findFirst();
        return selected.map(this::fresh).or(this::shownPartKeyspace).or(() -> project().keyspaces().stream()
                .findFirst());
    }

    /** The keyspace of the part's tab shown (see {@link PartView#defaultKeyspace}). */
    private Optional<Keyspace> shownPartKeyspace() {
        return inShownPart
                .get()
                .map(Placement::diagram)
                .filter(PartView.class::isInstance)
                .flatMap(diagram -> ((PartView) diagram).defaultKeyspace())
                .map(this::fresh);
    }

    /** The keyspace as it is now (a menu may have been built from an older project). */
    private Keyspace fresh(Keyspace keyspace) {
        return project().keyspace(keyspace.name()).orElse(keyspace);
    }

    private Project project() {
        return actions.editor().project();
    }
}
