package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.PartSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.PartDiagramEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.scene.Node;

/**
 * The diagram of a part (a keyspace, a subject area): the tables it names, drawn as the logical or physical
 * diagram draws them, placed by its own layout. It follows the part as the project stores it; a keyspace's
 * diagram that was opened but never arranged is not stored yet, and is drawn from its first definition.
 */
public final class PartView extends DiagramView {

    private PartDiagram part;

    public PartView(PartDiagram part, Project project) {
        // drawn empty until the part is known: the super constructor draws before this constructor's fields are set
        super(part.view(), Project.empty(project.name()));
        this.part = part;
        setProject(project);
    }

    /** The part as the project shows it now (its name and tables may have changed since the tab opened). */
    public PartDiagram part() {
        return part;
    }

    /**
     * Shows {@code newPart} from the next project on: the part the tab showed, under another id (a keyspace's
     * diagram after the keyspace was renamed, or back after an undo).
     */
    public void follow(PartDiagram newPart) {
        part = newPart;
    }

    /** True when the project last given to this view held the part (one opened but never arranged is not stored). */
    public boolean wasStored() {
        return getProject().layout().part(part.id()).isPresent();
    }

    @Override
    protected DiagramSpec specOf(Project project) {
        if (part == null) {
            return new DiagramSpec(List.of(), List.of());
        }
        part = project.layout().part(part.id()).orElse(part);
        return PartSpec.of(project, part);
    }

    @Override
    protected Optional<NodeBounds> storedBounds(Project project, ElementId id) {
        return project.layout().part(part.id()).orElse(part).bounds(id);
    }

    @Override
    public Edit moveEdit(ElementId id, double x, double y) {
        return new PartDiagramEdit.MoveNode(part.id(), id, x, y);
    }

    @Override
    public Edit arrangeEdit(Map<ElementId, NodeBounds> bounds) {
        return new PartDiagramEdit.SetBounds(part, bounds);
    }

    /** In a subject area a placed table becomes one of its tables (see {@link PartDiagramEdit.Place}). */
    @Override
    public Edit placeEdit(ElementId added, NodeBounds bounds) {
        return new PartDiagramEdit.Place(part, added, bounds);
    }

    /**
     * The keyspace a table added from this diagram's context menu goes to when the click names none: the keyspace
     * drawn, or the first keyspace holding a table of the subject area.
     */
    public Optional<Keyspace> defaultKeyspace() {
        return getProject().keyspaces().stream()
                .filter(k -> part.keyspace().filter(k.name().internal()::equals).isPresent()
                        || k.tables().stream()
                                .anyMatch(t -> part.includes(k.name().internal(), t.id())))
                .findFirst();
    }

    @Override
    protected Object content(SpecNode node) {
        return ChebotkoNodes.content(node, part.view() == dev.keyspace.model.placement.ViewKind.PHYSICAL);
    }

    @Override
    protected Node createNode(SpecNode node, Object content) {
        return ChebotkoNodes.create(content);
    }
}
