package dev.keyspace.samples;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.FunctionEdit;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.List;

/** A removal, made the designer's way, of every keyspace, type, function, aggregate, table, view and index. */
final class ElementRemovals {

    /** One removal: what it removes (for the case's name) and the edit. */
    record Removal(String element, Edit edit) {
        @Override
        public String toString() {
            return element;
        }
    }

    private ElementRemovals() {}

    static List<Removal> of(Project project) {
        List<Removal> removals = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            Identifier ks = keyspace.name();
            String in = " " + ks.asCql() + ".";
            removals.add(new Removal("keyspace " + ks.asCql(), new KeyspaceEdit.Remove(ks)));
            keyspace.types()
                    .forEach(t -> removals.add(
                            new Removal("type" + in + t.name().asCql(), new TypeEdit.Remove(ks, t.name()))));
            keyspace.aggregates()
                    .forEach(a -> removals.add(new Removal(
                            "aggregate" + in + a.signature(),
                            new FunctionEdit.RemoveAggregate(ks, a.name(), a.argumentTypes()))));
            keyspace.functions()
                    .forEach(f -> removals.add(new Removal(
                            "function" + in + f.signature(),
                            new FunctionEdit.RemoveFunction(ks, f.name(), f.argumentTypes()))));
            keyspace.tables()
                    .forEach(t -> removals.add(
                            new Removal("table" + in + t.name().asCql(), new TableEdit.Remove(t.id(), t.name()))));
            keyspace.views()
                    .forEach(v -> removals.add(
                            new Removal("view" + in + v.name().asCql(), new ViewEdit.Remove(v.id(), v.name()))));
            keyspace.indexes()
                    .forEach(i -> removals.add(
                            new Removal("index" + in + i.name().asCql(), new IndexEdit.Remove(ks, i.name()))));
        }
        return removals;
    }
}
