package dev.keyspace.docsite;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlTypePrinter;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.model.sizing.TableSizing;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jsoup.nodes.Element;

/**
 * The page of one table or materialized view: its columns in key order with their types and key roles, the queries
 * it serves, its sizing and findings as {@code ksd check} reports them, the writes that reach it, and its CQL.
 */
final class TablePage {

    private final SiteContent content;
    private final CqlWriter cql = new CqlWriter();

    TablePage(SiteContent content) {
        this.content = content;
    }

    Page of(TableRef ref) {
        Keyspace keyspace = ref.keyspace();
        Table table = ref.table();
        String cqlText = cql.createTable(keyspace, table)
                + keyspace.indexesOn(table.name()).stream()
                        .map((Index index) -> "\n" + cql.createIndex(keyspace, index))
                        .collect(Collectors.joining());
        return page(content.map().page(ref), ref.qualifiedName(), "Table", Optional.of(table), table.id(), cqlText);
    }

    Page of(ViewRef ref) {
        Keyspace keyspace = ref.keyspace();
        Optional<Table> columns =
                keyspace.table(ref.view().baseTable()).map(base -> ref.view().asTable(base));
        Page page = page(
                content.map().page(ref),
                ref.qualifiedName(),
                "Materialized view",
                columns,
                ref.view().id(),
                cql.createView(keyspace, ref.view()));
        Element base = page.main().selectFirst("p.kind");
        content.project().allTables().stream()
                .filter(t -> t.keyspace().name().equals(keyspace.name())
                        && t.table().name().equals(ref.view().baseTable()))
                .findFirst()
                .ifPresent(t -> {
                    base.appendText(" of ");
                    page.link(base, t.qualifiedName(), content.map().page(t));
                });
        return page;
    }

    private Page page(String path, String name, String kind, Optional<Table> table, ElementId id, String cqlText) {
        Page page = new Page(path, content.projectName(), name);
        page.main().appendElement("p").addClass("kind").text(kind);
        table.ifPresent(t -> columns(page, t));
        served(page, id);
        sizing(page, id);
        findings(page, name);
        writes(page, name);
        Page.code(page.section("CQL"), cqlText.strip());
        return page;
    }

    private static void columns(Page page, Table table) {
        Element section = page.section("Columns");
        Element body = Page.table(section, List.of("Key", "Column", "Type"));
        List<Column> ordered = new ArrayList<>();
        ordered.addAll(table.partitionKey());
        ordered.addAll(table.clustering());
        ordered.addAll(table.staticColumns());
        ordered.addAll(table.regularColumns());
        for (Column column : ordered) {
            Element row = Page.row(
                    body, List.of(KeyRoles.marker(column), column.name().asCql(), CqlTypePrinter.print(column.type())));
            row.child(0).attr("title", KeyRoles.words(column)).addClass("role");
        }
        section.appendElement("p")
                .addClass("legend")
                .text("K partition key · C↑ ascending clustering · C↓ descending clustering · S static");
    }

    private void served(Page page, ElementId id) {
        Element section = page.section("Queries served");
        List<Query> queries = content.queriesServedBy(id);
        if (queries.isEmpty()) {
            section.appendElement("p").text("No query of the project names this table as the one that serves it.");
            return;
        }
        Element list = section.appendElement("ul");
        for (Query query : queries) {
            Element item = list.appendElement("li");
            page.link(item, query.label(), content.map().page(query));
            if (!query.description().isBlank()) {
                item.appendText(": " + query.description());
            }
        }
    }

    private void sizing(Page page, ElementId id) {
        Element section = page.section("Sizing");
        Optional<TableSizing> found = content.sizing(id);
        if (found.isEmpty()) {
            section.appendElement("p").text("ksd check gives no sizing for it.");
            return;
        }
        TableSizing sizing = found.get();
        Element body = Page.table(
                section, List.of("", "rows/part.", "values/part.", "bytes/part.", "partitions", "table size"));
        estimate(body, "average", sizing.average());
        estimate(body, "worst case", sizing.worstCase());
        if (!sizing.missingAssumptions().isEmpty()) {
            section.appendElement("p").text("Needs an assumption the project does not give:");
            list(section, sizing.missingAssumptions());
        }
        if (!sizing.basis().isEmpty()) {
            section.appendElement("p").text("The figures rest on ([default] marks a default):");
            list(section, sizing.basis());
        }
    }

    private static void estimate(Element body, String label, Estimate estimate) {
        Page.row(
                body,
                List.of(
                        label,
                        SizingFigures.count(estimate.rowsPerPartition()),
                        SizingFigures.count(estimate.values()),
                        SizingFigures.bytes(estimate.partitionBytes()),
                        SizingFigures.count(estimate.partitions()),
                        SizingFigures.bytes(estimate.tableBytes())));
    }

    private void findings(Page page, String name) {
        Element section = page.section("Findings");
        List<Finding> findings = content.findings(name);
        if (findings.isEmpty()) {
            section.appendElement("p").text("ksd check finds nothing to report.");
            return;
        }
        Findings.list(section, findings);
    }

    private void writes(Page page, String name) {
        Element section = page.section("Write paths");
        List<WritePath> paths = content.writes().writes().stream()
                .filter(w -> w.tables().contains(name))
                .toList();
        if (paths.isEmpty()) {
            section.appendElement("p").text("No write of the conceptual model reaches it.");
            return;
        }
        for (WritePath path : paths) {
            section.appendElement("h3")
                    .text(path.title() + " (" + (path.logged() ? "logged batch: " : "") + path.why() + ")");
            String statements = path.steps().stream()
                    .filter(s -> s.table().equals(name))
                    .map(WriteStep::statement)
                    .map(s -> WriteStatements.cql(s) + ";")
                    .collect(Collectors.joining("\n"));
            Page.code(section, statements);
            list(section, path.notes().stream().map(n -> "note: " + n).toList());
        }
    }

    private static void list(Element parent, List<String> items) {
        if (items.isEmpty()) {
            return;
        }
        Element list = parent.appendElement("ul");
        items.forEach(i -> list.appendElement("li").text(i));
    }
}
