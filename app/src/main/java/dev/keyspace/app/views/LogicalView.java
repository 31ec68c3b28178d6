package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import javafx.scene.Node;

/** The logical model in Chebotko notation: tables with key markers and no types, query arrows Q1..Qn. */
public final class LogicalView extends DiagramView {

    public LogicalView(Project project) {
        super(ViewKind.LOGICAL, project);
    }

    @Override
    protected Object content(SpecNode node) {
        return ChebotkoNodes.content(node, false);
    }

    @Override
    protected Node createNode(SpecNode node, Object content) {
        return ChebotkoNodes.create(content);
    }
}
