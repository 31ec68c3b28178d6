package dev.keyspace.samples;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;

/** A rename, made the designer's way, of every keyspace, type, table, column, view and index of a project. */
final class ElementRenames {

    /** One rename: the kind of element (for the case's name and the edit the plan must hold), and the edit. */
    record Rename(String kind, String element, Edit edit) {
        @Override
        public String toString() {
            return kind + " " + element;
        }
    }

    private ElementRenames() {}

    static List<Rename> of(Project project) {
        List<Rename> renames = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            Identifier ks = keyspace.name();
            renames.add(new Rename("keyspace", ks.asCql(), new KeyspaceEdit.Rename(ks, renamed(ks))));
            keyspace.types()
                    .forEach(t -> renames.add(new Rename(
                            "type", qualified(ks, t.name()), new TypeEdit.Rename(ks, t.name(), renamed(t.name())))));
            for (Table table : keyspace.tables()) {
                String name = qualified(ks, table.name());
                renames.add(new Rename(
                        "table", name, new TableEdit.Rename(table.id(), table.name(), renamed(table.name()))));
                table.columns()
                        .forEach(c -> renames.add(new Rename(
                                "column",
                                name + "." + c.name().asCql(),
                                new ColumnEdit.Rename(table.id(), c.name(), renamed(c.name())))));
            }
            keyspace.views()
                    .forEach(v -> renames.add(new Rename(
                            "view",
                            qualified(ks, v.name()),
                            new ViewEdit.Rename(v.id(), v.name(), renamed(v.name())))));
            keyspace.indexes()
                    .forEach(i -> renames.add(new Rename(
                            "index", qualified(ks, i.name()), new IndexEdit.Rename(ks, i.name(), renamed(i.name())))));
        }
        return renames;
    }

    private static Identifier renamed(Identifier name) {
        return Identifier.of(name.internal() + "_renamed");
    }

    private static String qualified(Identifier keyspace, Identifier name) {
        return keyspace.asCql() + "." + name.asCql();
    }
}
