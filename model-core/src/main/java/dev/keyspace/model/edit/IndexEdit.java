package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.KeyspaceMembers.INDEXES;
import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;

/** Edits of secondary indexes, addressed by keyspace and index name. */
public sealed interface IndexEdit extends Edit {

    private static MemberEdit.Renaming<Index> renaming() {
        return new MemberEdit.Renaming<>(
                Index::withName, (k, name) -> INDEXES.requireAbsent(k, MemberKey.index(name)), p -> p);
    }

    /** Adds an index on an existing table of the keyspace; every target must be a column of that table. */
    record Add(Identifier keyspace, Index index) implements IndexEdit {
        public Add {
            Required.all("keyspace", keyspace, "index", index);
        }

        @Override
        public String label() {
            return "Add index " + index.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.add(project, keyspace, INDEXES, index, target -> requireColumns(target, index));
        }
    }

    record Remove(Identifier keyspace, Identifier index) implements IndexEdit {
        public Remove {
            Required.all("keyspace", keyspace, "index", index);
        }

        @Override
        public String label() {
            return "Remove index " + index.asCql();
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.remove(project, keyspace, INDEXES, MemberKey.index(index), p -> p);
        }
    }

    record Rename(Identifier keyspace, Identifier from, Identifier to) implements IndexEdit {
        public Rename {
            Required.all("keyspace", keyspace, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename index " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.rename(project, keyspace, INDEXES, MemberKey.index(from), from, to, renaming());
        }
    }

    private static void requireColumns(Keyspace keyspace, Index index) {
        Table table = keyspace.table(index.table())
                .orElseThrow(() -> rejected(
                        "cannot add index %s: keyspace %s has no table named %s",
                        index.name().asCql(),
                        keyspace.name().asCql(),
                        index.table().asCql()));
        for (IndexTarget indexTarget : index.targets()) {
            if (table.column(indexTarget.column()).isEmpty()) {
                throw rejected(
                        "cannot add index %s: table %s has no column named %s",
                        index.name().asCql(),
                        Lookup.qualified(keyspace, table.name()),
                        indexTarget.column().asCql());
            }
        }
    }
}
