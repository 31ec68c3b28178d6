package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Edits of keyspaces, addressed by name. */
public sealed interface KeyspaceEdit extends Edit {

    /** Adds a keyspace with everything declared in it. */
    record Add(Keyspace keyspace) implements KeyspaceEdit {
        public Add {
            Required.all("keyspace", keyspace);
        }

        @Override
        public String label() {
            return "Add keyspace " + keyspace.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            if (project.keyspace(keyspace.name()).isPresent()) {
                throw rejected(
                        "there is already a keyspace named %s", keyspace.name().asCql());
            }
            for (var table : keyspace.tables()) {
                Uniqueness.requireFreeId(
                        project, table.id(), () -> "table " + Lookup.qualified(keyspace, table.name()));
            }
            for (var view : keyspace.views()) {
                Uniqueness.requireFreeId(project, view.id(), () -> "view " + Lookup.qualified(keyspace, view.name()));
            }
            return project.withKeyspaces(Lists.appended(project.keyspaces(), keyspace));
        }
    }

    /** Removes a keyspace; its diagram, and its tables' and views' sizing, layout and query links go with it. */
    record Remove(Identifier name) implements KeyspaceEdit {
        public Remove {
            Required.all("name", name);
        }

        @Override
        public String label() {
            return "Remove keyspace " + name.asCql();
        }

        @Override
        public Project apply(Project project) {
            Keyspace keyspace = Lookup.keyspace(project, name);
            requireTypesUnusedElsewhere(project, keyspace);
            List<ElementId> gone = new ArrayList<>();
            keyspace.tables().forEach(t -> gone.add(t.id()));
            keyspace.views().forEach(v -> gone.add(v.id()));
            Project without = project.withKeyspaces(project.keyspaces().stream()
                    .filter(k -> !k.name().equals(name))
                    .toList());
            without = AnalysisCascade.forgetKeyspace(without, name.asCql(), name.internal());
            without = without.withLayout(without.layout().withoutKeyspace(name.internal()));
            return Cascade.forgetNodesGone(Cascade.forgetSchemaObjects(without, gone));
        }
    }

    /** Renames a keyspace; types referred to as {@code old.type} anywhere, and the keyspace's diagram, follow it. */
    record Rename(Identifier from, Identifier to) implements KeyspaceEdit {
        public Rename {
            Required.all("from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename keyspace " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            Keyspace keyspace = Lookup.keyspace(project, from);
            if (from.equals(to)) {
                return project;
            }
            if (project.keyspace(to).isPresent()) {
                throw rejected(
                        "cannot rename keyspace %s: there is already a keyspace named %s", from.asCql(), to.asCql());
            }
            Optional<Identifier> renamed = Optional.of(to);
            Project followed =
                    AnalysisCascade.renameKeyspace(project, from.asCql(), to.asCql(), from.internal(), to.internal());
            followed = followed.withLayout(followed.layout().withKeyspaceRenamed(from.internal(), to.internal()));
            followed = Cascade.renameKeyspaceNodes(followed, keyspace, to);
            return followed.withKeyspaces(project.keyspaces().stream()
                    .map(k -> k.name().equals(from) ? k.withName(to) : k)
                    .map(k -> UserTypeRefs.mapKeyspace(
                            k,
                            ref -> ref.keyspace().filter(from::equals).isPresent()
                                    ? new UserTypeRef(renamed, ref.name(), ref.isFrozen())
                                    : ref))
                    .toList());
        }
    }

    record SetReplication(Identifier keyspace, Replication replication) implements KeyspaceEdit {
        public SetReplication {
            Required.all("keyspace", keyspace, "replication", replication);
        }

        @Override
        public String label() {
            return "Set replication of keyspace " + keyspace.asCql();
        }

        @Override
        public Project apply(Project project) {
            Lookup.keyspace(project, keyspace);
            return project.mapKeyspace(keyspace, k -> k.withReplication(replication));
        }
    }

    /** Sets or removes the keyspace's comment (Cassandra 6.0): {@code COMMENT ON KEYSPACE ... IS ...}. */
    record SetComment(Identifier keyspace, Optional<String> comment) implements KeyspaceEdit {
        public SetComment {
            Required.all("keyspace", keyspace, "comment", comment);
        }

        @Override
        public String label() {
            return comment.isPresent()
                    ? "Comment on keyspace " + keyspace.asCql()
                    : "Remove the comment on keyspace " + keyspace.asCql();
        }

        @Override
        public Project apply(Project project) {
            Lookup.keyspace(project, keyspace);
            return project.mapKeyspace(keyspace, k -> k.withComment(comment));
        }
    }

    /**
     * Sets or removes the keyspace's fast_path (Cassandra 6.0, Accord's fast path strategy): {@code 'up'} or a map of
     * {@code size} and {@code dcs}; removed, the keyspace has 6.0's default, {@code 'simple'}.
     */
    record SetFastPath(Identifier keyspace, Optional<OptionValue> fastPath) implements KeyspaceEdit {
        public SetFastPath {
            Required.all("keyspace", keyspace, "fastPath", fastPath);
        }

        @Override
        public String label() {
            return fastPath.isPresent()
                    ? "Set the fast path of keyspace " + keyspace.asCql()
                    : "Remove the fast path of keyspace " + keyspace.asCql();
        }

        @Override
        public Project apply(Project project) {
            Lookup.keyspace(project, keyspace);
            return project.mapKeyspace(keyspace, k -> k.withFastPath(fastPath));
        }
    }

    record SetDurableWrites(Identifier keyspace, boolean durableWrites) implements KeyspaceEdit {
        public SetDurableWrites {
            Required.all("keyspace", keyspace);
        }

        @Override
        public String label() {
            return (durableWrites ? "Turn on" : "Turn off") + " durable writes for keyspace " + keyspace.asCql();
        }

        @Override
        public Project apply(Project project) {
            Lookup.keyspace(project, keyspace);
            return project.mapKeyspace(keyspace, k -> k.withDurableWrites(durableWrites));
        }
    }

    private static void requireTypesUnusedElsewhere(Project project, Keyspace keyspace) {
        for (var type : keyspace.types()) {
            for (Keyspace holder : project.keyspaces()) {
                if (holder.name().equals(keyspace.name())) {
                    continue;
                }
                Optional<String> use = UserTypeRefs.firstUse(holder, keyspace.name(), type.name());
                if (use.isPresent()) {
                    throw rejected(
                            "cannot remove keyspace %s: its type %s is still used by %s",
                            keyspace.name().asCql(), Lookup.qualified(keyspace, type.name()), use.get());
                }
            }
        }
    }
}
