package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;

/** The logical model in Chebotko notation: tables with key markers and no types, query arrows Q1..Qn. */
public final class LogicalView extends ChebotkoView {

    public LogicalView(Project project) {
        super(ViewKind.LOGICAL, project);
    }

    @Override
    protected Object content(SpecNode node) {
        return ChebotkoNodes.content(node, false);
    }
}
