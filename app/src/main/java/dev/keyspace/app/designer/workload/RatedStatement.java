package dev.keyspace.app.designer.workload;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A statement the workload can give a rate to: a query (by id), or a write of an entity or relationship (an insert,
 * an update of one attribute, a delete), as {@code ksd writes} names it ({@code insert Reservation}, {@code update
 * Hotel.name}).
 */
public record RatedStatement(String label, String description, Optional<ElementId> query, Optional<WriteKey> write) {

    /** Every query of the project, in its order, then every write path of its entities and relationships. */
    public static List<RatedStatement> of(Project project) {
        List<RatedStatement> all = new ArrayList<>();
        for (Query query : project.queries()) {
            all.add(of(query));
        }
        project.conceptual().entities().forEach(e -> writes(all, e.id(), e.name(), e.attributes()));
        project.conceptual().relationships().forEach(r -> writes(all, r.id(), r.name(), r.attributes()));
        return all;
    }

    /** The write paths of an entity or relationship: its insert, the update of each attribute, its delete. */
    public static List<RatedStatement> writesOf(Project project, ElementId owner) {
        List<RatedStatement> all = new ArrayList<>();
        project.conceptual().entities().stream()
                .filter(e -> e.id().equals(owner))
                .forEach(e -> writes(all, e.id(), e.name(), e.attributes()));
        project.conceptual().relationships().stream()
                .filter(r -> r.id().equals(owner))
                .forEach(r -> writes(all, r.id(), r.name(), r.attributes()));
        return all;
    }

    public static RatedStatement of(Query query) {
        return new RatedStatement(query.label(), query.description(), Optional.of(query.id()), Optional.empty());
    }

    private static void writes(List<RatedStatement> all, ElementId owner, String name, List<Attribute> attributes) {
        all.add(write(WriteKey.insert(owner), "insert " + name, "a new " + name));
        for (Attribute attribute : attributes) {
            all.add(write(
                    WriteKey.update(owner, attribute.name()),
                    "update " + name + "." + attribute.name(),
                    "the " + attribute.name() + " of a " + name + " changes"));
        }
        all.add(write(WriteKey.delete(owner), "delete " + name, "a " + name + " is removed"));
    }

    private static RatedStatement write(WriteKey key, String label, String description) {
        return new RatedStatement(label, description, Optional.empty(), Optional.of(key));
    }

    /** What identifies the statement across revisions of the project: its query's id or its write. */
    public Object key() {
        return query.<Object>map(q -> q).orElseGet(() -> write.orElseThrow());
    }

    /** What it does to its owner ({@code insert}, {@code update name}, {@code delete}); a query's label. */
    public String action() {
        return write.map(w -> w.operation().name().toLowerCase(Locale.ROOT)
                        + w.attribute().map(a -> " " + a).orElse(""))
                .orElse(label);
    }

    public boolean isQuery() {
        return query.isPresent();
    }

    /** Its rate in {@code mix}; empty when the mix does not run it. */
    public Optional<Demand> in(Mix mix) {
        return Optional.ofNullable(
                query.isPresent()
                        ? mix.queries().get(query.get())
                        : mix.writes().get(write.orElseThrow()));
    }

    /** {@code mix} with this statement at {@code demand}, or left out of it when empty. */
    public Mix in(Mix mix, Optional<Demand> demand) {
        if (query.isPresent()) {
            return demand.map(d -> mix.withQuery(query.get(), d)).orElseGet(() -> mix.withoutQuery(query.get()));
        }
        WriteKey key = write.orElseThrow();
        return demand.map(d -> mix.withWrite(key, d)).orElseGet(() -> mix.withoutWrite(key));
    }

    /** {@code workload} with this statement at {@code demand} in the mix {@code mixName} (which it adds if new). */
    public Workload in(Workload workload, String mixName, Optional<Demand> demand) {
        return workload.with(in(workload.mix(mixName).orElse(Mix.empty(mixName)), demand));
    }
}
