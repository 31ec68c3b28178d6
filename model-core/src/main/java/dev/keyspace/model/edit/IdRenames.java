package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The tables and views that two states of one project hold under the same element id but different names: an
 * element renamed between them. {@link #applyTo} gives the old state with them renamed, through the model's
 * edits, so that a comparison by name then sees only what else changed.
 */
public final class IdRenames {

    /** One element renamed: its kind ("table" or "view"), keyspace, old and new name. */
    public record Rename(String kind, Identifier keyspace, Identifier from, Identifier to) {}

    /** The old state with the renames made, and the renames that could be made. */
    public record Result(Project renamed, List<Rename> renames) {}

    private IdRenames() {}

    public static Result applyTo(Project old, List<Keyspace> now) {
        Project renamed = old;
        List<Rename> renames = new ArrayList<>();
        for (Keyspace keyspace : now) {
            Optional<Keyspace> before = old.keyspace(keyspace.name());
            if (before.isEmpty()) {
                continue;
            }
            for (Table table : keyspace.tables()) {
                Optional<Identifier> from = tableName(before.get(), table.id()).filter(n -> !n.equals(table.name()));
                if (from.isPresent()) {
                    Optional<Project> done = tried(renamed, new TableEdit.Rename(table.id(), from.get(), table.name()));
                    if (done.isPresent()) {
                        renamed = done.get();
                        renames.add(new Rename("table", keyspace.name(), from.get(), table.name()));
                    }
                }
            }
            for (MaterializedView view : keyspace.views()) {
                Optional<Identifier> from = viewName(before.get(), view.id()).filter(n -> !n.equals(view.name()));
                if (from.isPresent()) {
                    Optional<Project> done = tried(renamed, new ViewEdit.Rename(view.id(), from.get(), view.name()));
                    if (done.isPresent()) {
                        renamed = done.get();
                        renames.add(new Rename("view", keyspace.name(), from.get(), view.name()));
                    }
                }
            }
        }
        return new Result(renamed, renames);
    }

    /** A rename the old state cannot take (its new name is still used there: two names swapped) is no rename. */
    private static Optional<Project> tried(Project project, Edit rename) {
        try {
            return Optional.of(rename.apply(project));
        } catch (EditRejectedException taken) {
            return Optional.empty();
        }
    }

    private static Optional<Identifier> tableName(Keyspace keyspace, ElementId id) {
        return keyspace.tables().stream()
                .filter(t -> t.id().equals(id))
                .map(Table::name)
                .findFirst();
    }

    private static Optional<Identifier> viewName(Keyspace keyspace, ElementId id) {
        return keyspace.views().stream()
                .filter(v -> v.id().equals(id))
                .map(MaterializedView::name)
                .findFirst();
    }
}
