package dev.keyspace.optimizer;

import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import java.util.HashSet;
import java.util.Set;

/** The entities and relationships a query's access pattern names: all of them, or those whose attributes it returns. */
final class Owners {

    private Owners() {}

    static Set<ElementId> of(Query query) {
        Set<ElementId> owners = new HashSet<>();
        query.pattern().attributes().map(AttributeRef::owner).forEach(owners::add);
        return owners;
    }

    static Set<ElementId> returned(Query query) {
        Set<ElementId> owners = new HashSet<>();
        query.pattern().returned().forEach(r -> owners.add(r.owner()));
        return owners;
    }
}
