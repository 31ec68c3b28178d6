package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;

/** The physical model: Chebotko tables with CQL types, framed by keyspace, with UDTs, views and indexes. */
public final class PhysicalView extends ChebotkoView {

    public PhysicalView(Project project) {
        super(ViewKind.PHYSICAL, project);
    }

    @Override
    protected Object content(SpecNode node) {
        return ChebotkoNodes.content(node, true);
    }
}
