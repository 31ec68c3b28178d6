package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.util.Optional;
import javafx.scene.Node;

/** A diagram of Chebotko boxes, with types or without; its nodes can be made off the JavaFX thread (ADR 0035). */
abstract class ChebotkoView extends DiagramView {

    ChebotkoView(ViewKind kind, Project project) {
        super(kind, project);
    }

    @Override
    protected Node createNode(SpecNode node, Object content) {
        return ChebotkoNodes.create(content);
    }

    @Override
    protected boolean readyToDrawAside() {
        return ChebotkoNodes.readyToDrawAside();
    }

    @Override
    protected Optional<Node> createNodeAside(SpecNode node, Object content) {
        return Optional.of(ChebotkoNodes.create(content));
    }
}
