package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Edits of secondary indexes, addressed by keyspace and index name. */
public sealed interface IndexEdit extends Edit {

    /** Adds an index on an existing table of the keyspace; every target must be a column of that table. */
    record Add(Identifier keyspace, Index index) implements IndexEdit {
        public Add {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(index, "index");
        }

        @Override
        public String label() {
            return "Add index " + index.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            requireFreeName(target, index.name());
            Table table = target.table(index.table())
                    .orElseThrow(() -> rejected(
                            "cannot add index %s: keyspace %s has no table named %s",
                            index.name().asCql(),
                            keyspace.asCql(),
                            index.table().asCql()));
            for (IndexTarget indexTarget : index.targets()) {
                if (table.column(indexTarget.column()).isEmpty()) {
                    throw rejected(
                            "cannot add index %s: table %s has no column named %s",
                            index.name().asCql(),
                            Lookup.qualified(target, table.name()),
                            indexTarget.column().asCql());
                }
            }
            List<Index> indexes = new ArrayList<>(target.indexes());
            indexes.add(index);
            return project.mapKeyspace(keyspace, k -> k.withIndexes(indexes));
        }
    }

    record Remove(Identifier keyspace, Identifier index) implements IndexEdit {
        public Remove {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(index, "index");
        }

        @Override
        public String label() {
            return "Remove index " + index.asCql();
        }

        @Override
        public Project apply(Project project) {
            Lookup.index(Lookup.keyspace(project, keyspace), index);
            return project.mapKeyspace(
                    keyspace,
                    k -> k.withIndexes(k.indexes().stream()
                            .filter(i -> !i.name().equals(index))
                            .toList()));
        }
    }

    record Rename(Identifier keyspace, Identifier from, Identifier to) implements IndexEdit {
        public Rename {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        @Override
        public String label() {
            return "Rename index " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            Lookup.index(target, from);
            if (from.equals(to)) {
                return project;
            }
            requireFreeName(target, to);
            return project.mapKeyspace(
                    keyspace,
                    k -> k.withIndexes(k.indexes().stream()
                            .map(i -> i.name().equals(from) ? i.withName(to) : i)
                            .toList()));
        }
    }

    private static void requireFreeName(Keyspace keyspace, Identifier name) {
        if (keyspace.index(name).isPresent()) {
            throw rejected(
                    "keyspace %s already has an index named %s", keyspace.name().asCql(), name.asCql());
        }
    }
}
