package dev.keyspace.docsite;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.cli.check.FileReport;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.sizing.TableSizing;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the pages show, worked out once: the project, what {@code ksd check} reports on it, its write paths, where
 * each page is, and which diagrams were drawn.
 */
record SiteContent(
        Project project,
        FileReport report,
        WritePlan writes,
        SiteMap map,
        Set<ViewKind> diagrams,
        Map<String, List<Finding>> findingsByElement,
        Map<ElementId, TableSizing> sizingByTable,
        Map<ElementId, List<Query>> queriesByTable) {

    /** Indexed once: a scan of every finding and sizing for each of 2,000 tables' pages would dominate. */
    static SiteContent of(FileReport report, Set<ViewKind> diagrams) {
        Project project = report.project();
        Map<ElementId, TableSizing> sizing = new HashMap<>();
        report.sizing().forEach(s -> sizing.putIfAbsent(s.tableId(), s));
        return new SiteContent(
                project,
                report,
                WritePaths.of(project),
                new SiteMap(project),
                Set.copyOf(diagrams),
                report.result().findings().stream().collect(Collectors.groupingBy(Finding::element)),
                sizing,
                project.queriesByServingTable());
    }

    String projectName() {
        return project.name();
    }

    /** The findings of the checker about the element named {@code element} (ks.t, or a query's label). */
    List<Finding> findings(String element) {
        return findingsByElement.getOrDefault(element, List.of());
    }

    Optional<TableSizing> sizing(ElementId table) {
        return Optional.ofNullable(sizingByTable.get(table));
    }

    List<Query> queriesServedBy(ElementId table) {
        return queriesByTable.getOrDefault(table, List.of());
    }

    /** {@code Hotel.name}: an attribute by its owner's name (an entity or a relationship). */
    String attribute(AttributeRef ref) {
        return ownerName(ref.owner()) + "." + ref.attribute();
    }

    String ownerName(ElementId owner) {
        return project.conceptual()
                .entity(owner)
                .map(Entity::name)
                .or(() -> project.conceptual().relationship(owner).map(Relationship::name))
                .orElse(owner.toString());
    }
}
