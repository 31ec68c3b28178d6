package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.WriteOperation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The write paths of a project: for each entity and relationship, the statements that insert it, update each of
 * its attributes and delete it, found from the tables that hold copies of its attributes ({@link RowStorage}).
 */
public final class WritePaths {

    private final List<Holder> holders;
    private final List<Owner> owners;
    private final RowStorage storage;
    private final Map<ElementId, String> ownerNames = new HashMap<>();

    private WritePaths(Project project) {
        ColumnOrigins origins = new ColumnOrigins(project.conceptual());
        this.holders = Holders.of(project, origins);
        this.owners = Owner.all(project.conceptual());
        this.storage = new RowStorage(project.conceptual(), owners);
        owners.forEach(o -> ownerNames.putIfAbsent(o.id(), o.name()));
    }

    public static WritePlan of(Project project) {
        return new WritePaths(project).plan();
    }

    /** The tables and views of a project with the attribute each column holds, without the write paths. */
    public static List<Holder> holders(Project project) {
        return Holders.of(project, new ColumnOrigins(project.conceptual()));
    }

    private String describe(AttributeRef ref) {
        return ownerNames.getOrDefault(ref.owner(), ref.owner().value()) + "." + ref.attribute();
    }

    private WritePlan plan() {
        Map<String, List<Holder>> copies = new LinkedHashMap<>();
        List<WritePath> writes = new ArrayList<>();
        Map<AttributeRef, List<Holder>> holding = new HashMap<>();
        holders.forEach(h -> h.origins().values().stream().distinct().forEach(ref -> holding.computeIfAbsent(
                        ref, k -> new ArrayList<>())
                .add(h)));
        for (Owner owner : owners) {
            for (Attribute attribute : owner.attributes()) {
                AttributeRef ref = owner.ref(attribute);
                copies.put(describe(ref), List.copyOf(holding.getOrDefault(ref, List.of())));
            }
            writes.add(insert(owner));
            owner.attributes().forEach(a -> writes.add(update(owner, a)));
            writes.add(delete(owner));
        }
        return new WritePlan(holders, copies, writes);
    }

    private List<Holder> rowsOf(Owner owner) {
        return holders.stream().filter(h -> storage.rowsOf(owner, h)).toList();
    }

    private WritePath insert(Owner owner) {
        Steps steps = new Steps(owner, this::describe);
        List<WriteStep> list = new ArrayList<>();
        rowsOf(owner).forEach(h -> list.add(steps.insert(h)));
        for (Holder holder : holders) {
            List<Column> references = storage.referencesSetBy(owner, holder);
            if (!references.isEmpty()) {
                list.add(steps.update(holder, references));
            }
        }
        return path(owner, WriteOperation.INSERT, Optional.empty(), list, counterNotes(owner));
    }

    private WritePath update(Owner owner, Attribute attribute) {
        AttributeRef ref = owner.ref(attribute);
        if (attribute.key()) {
            String note = describe(ref) + " identifies the " + owner.name() + ": to change it, delete the "
                    + owner.name() + " and insert it again";
            return new WritePath(
                    owner.id(),
                    owner.name(),
                    WriteOperation.UPDATE,
                    Optional.of(attribute.name()),
                    List.of(),
                    false,
                    note,
                    List.of());
        }
        Steps steps = new Steps(owner, this::describe);
        List<WriteStep> list = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (Holder holder : holders) {
            boolean written = !holder.view() && !holder.table().isCounterTable();
            Optional<Column> column = written ? holder.columnHolding(ref) : Optional.empty();
            if (column.isEmpty()) {
                continue;
            }
            if (holder.inPrimaryKey(column.get())) {
                list.add(steps.delete(holder, List.of(), column));
                list.add(steps.insert(holder));
                notes.add(holder.qualifiedName() + " is keyed by " + describe(ref) + ": the row moves, so the write"
                        + " deletes it under the old value and inserts it under the new one, with every other"
                        + " column of the row (read the row first)");
            } else {
                list.add(steps.update(holder, List.of(column.get())));
            }
        }
        return path(owner, WriteOperation.UPDATE, Optional.of(attribute.name()), list, notes);
    }

    private WritePath delete(Owner owner) {
        Steps steps = new Steps(owner, this::describe);
        List<WriteStep> list = new ArrayList<>();
        rowsOf(owner).forEach(h -> list.add(steps.delete(h, List.of(), Optional.empty())));
        List<String> notes = new ArrayList<>();
        for (Holder holder : holders) {
            List<Column> references = storage.referencesSetBy(owner, holder);
            if (!references.isEmpty()) {
                list.add(steps.delete(holder, references, Optional.empty()));
                notes.add(holder.qualifiedName() + " refers to the " + owner.name()
                        + ": clear the reference only where it names this " + owner.name());
            }
        }
        List<String> referring = holders.stream()
                .filter(h -> !h.view() && !storage.rowsOf(owner, h))
                .filter(h -> storage.stores(owner, h) || storage.keyNames(owner, h))
                .filter(h -> !owner.isRelationship())
                .map(Holder::qualifiedName)
                .toList();
        if (!referring.isEmpty()) {
            notes.add(String.join(", ", referring) + " hold rows of other entities that name or copy the "
                    + owner.name() + ": they go with those entities");
        }
        return path(owner, WriteOperation.DELETE, Optional.empty(), list, notes);
    }

    /** Counter tables holding the owner's attributes change by increments, never in a batch with other tables. */
    private List<String> counterNotes(Owner owner) {
        return holders.stream()
                .filter(h ->
                        h.table().isCounterTable() && !h.columnsOf(owner.id()).isEmpty())
                .map(h -> h.qualifiedName() + " is a counter table: it changes by increments (UPDATE ... SET c = c"
                        + " + ?), never in a logged batch with other tables, so this write leaves it alone")
                .toList();
    }

    private WritePath path(
            Owner owner,
            WriteOperation operation,
            Optional<String> attribute,
            List<WriteStep> steps,
            List<String> notes) {
        List<String> all = new ArrayList<>(notes);
        for (int i = 0; i < steps.size(); i++) {
            // the insert that follows a moved row's delete needs all the delete needs, and says so
            boolean moved = steps.get(i).statement() instanceof WriteStatement.Delete
                    && i + 1 < steps.size()
                    && steps.get(i + 1).table().equals(steps.get(i).table());
            if (!moved) {
                all.addAll(steps.get(i).notes());
            }
        }
        List<String> tables = steps.stream().map(WriteStep::table).distinct().toList();
        boolean logged = steps.size() > 1;
        String why;
        if (steps.isEmpty()) {
            why = "no table holds " + owner.name() + attribute.map(a -> "." + a).orElse("") + " as its own rows";
        } else if (tables.size() > 1) {
            why = "the copies in " + String.join(", ", tables) + " must agree: a logged batch applies every"
                    + " statement or none";
        } else if (logged) {
            why = "the row moves within " + tables.get(0) + ": a logged batch deletes the old row and inserts the"
                    + " new one together";
        } else {
            why = "one statement on " + tables.get(0) + ": no batch needed";
        }
        return new WritePath(
                owner.id(),
                owner.name(),
                operation,
                attribute,
                steps,
                logged,
                why,
                all.stream().distinct().toList());
    }
}
