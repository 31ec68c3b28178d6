package dev.keyspace.docsite;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.cli.base.AccessText;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.SelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;
import org.jsoup.nodes.Element;

/**
 * The page of one query: what it is for, its access pattern (what it searches by, orders by and returns), the
 * table that serves it, and Cassandra's verdict on the SELECT the pattern implies there, as {@code ksd queries}
 * words it.
 */
final class QueryPage {

    private final SiteContent content;
    private final SelectValidator validator;

    QueryPage(SiteContent content) {
        this.content = content;
        this.validator = new SelectValidator(content.project().target());
    }

    Page of(Query query) {
        Page page = new Page(content.map().page(query), content.projectName(), query.label());
        page.main().appendElement("p").addClass("kind").text("Query");
        if (!query.description().isBlank()) {
            page.main().appendElement("p").addClass("description").text(query.description());
        }
        pattern(page, query.pattern());
        serving(page, query);
        List<Finding> findings = content.findings(query.label());
        if (!findings.isEmpty()) {
            Findings.list(page.section("Findings"), findings);
        }
        return page;
    }

    private void pattern(Page page, AccessPattern pattern) {
        Element list = page.section("Access pattern").appendElement("dl");
        entry(
                list,
                "Equality search",
                pattern.equality().stream().map(content::attribute).toList());
        entry(
                list,
                "Range search",
                pattern.range().stream().map(content::attribute).toList());
        entry(
                list,
                "Ordered by",
                pattern.ordering().stream()
                        .map(o -> content.attribute(o.attribute())
                                + (o.direction() == ClusteringOrder.ASC ? " ascending" : " descending"))
                        .toList());
        entry(
                list,
                "Returns",
                pattern.returned().stream().map(content::attribute).toList());
    }

    private static void entry(Element list, String term, List<String> values) {
        list.appendElement("dt").text(term);
        list.appendElement("dd").text(values.isEmpty() ? "(none)" : String.join(", ", values));
    }

    private void serving(Page page, Query query) {
        if (query.plan().isPresent() && query.servedBy().isPresent()) {
            planned(page, query);
            return;
        }
        Element section = page.section("Served by");
        Optional<AccessPatternQueries.Serving> serving = AccessPatternQueries.servingTable(content.project(), query);
        Element paragraph = section.appendElement("p");
        if (serving.isEmpty()) {
            paragraph.text("No table or view serves this query yet.");
            return;
        }
        Optional<String> target = query.servedBy().flatMap(id -> content.map().page(id));
        String name = Identifier.qualified(
                serving.get().keyspace().name(), serving.get().table().name());
        if (target.isPresent()) {
            page.link(paragraph, name, target.get());
        } else {
            paragraph.text(name);
        }
        Optional<SelectQuery> select = AccessPatternQueries.derive(
                content.project().conceptual(), query, serving.get().table());
        Element verdict = section.appendElement("p").addClass("verdict");
        if (select.isEmpty()) {
            verdict.text("No SELECT derives from the pattern: a search attribute matches no column of the table.");
            return;
        }
        statement(serving.get(), select.get()).ifPresent(cql -> Page.code(section, cql));
        Verdict outcome =
                validator.validate(serving.get().keyspace(), serving.get().table(), select.get());
        verdict.text("Cassandra 5.0: "
                + (outcome.accepted()
                        ? "accepted (" + AccessText.of(outcome.access().orElseThrow()) + ")"
                        : "rejected: " + outcome.message()));
    }

    /** A query read by a plan: each read with its table's page, its SELECT and Cassandra's verdict, then the rest. */
    private void planned(Page page, Query query) {
        Element section = page.section("Read by a plan (the application joins)");
        ColumnMatcher matcher = new ColumnMatcher(content.project().conceptual());
        PlannedReads.Plan plan =
                PlannedReads.of(content.project(), query, matcher).orElseThrow();
        if (!plan.gaps().isEmpty()) {
            section.appendElement("p")
                    .addClass("verdict")
                    .text("The plan does not answer the query: "
                            + String.join(
                                    "; ",
                                    plan.gaps().stream().map(g -> g.message()).toList()));
            return;
        }
        for (int i = 0; i < plan.reads().size(); i++) {
            PlannedReads.Read read = plan.reads().get(i);
            Element paragraph = section.appendElement("p");
            Optional<String> target = content.map().page(read.table());
            paragraph.appendText((i + 1) + ". ");
            if (target.isPresent()) {
                page.link(paragraph, read.qualifiedName(), target.get());
            } else {
                paragraph.appendText(read.qualifiedName());
            }
            paragraph.appendText(plan.how(i, matcher));
            AccessPatternQueries.derive(
                            content.project().conceptual(),
                            read.read(),
                            read.serving().table())
                    .ifPresent(select -> {
                        statement(read.serving(), select).ifPresent(cql -> Page.code(section, cql));
                        Verdict outcome = validator.validate(
                                read.serving().keyspace(), read.serving().table(), select);
                        section.appendElement("p")
                                .addClass("verdict")
                                .text("Cassandra 5.0: "
                                        + (outcome.accepted()
                                                ? "accepted ("
                                                        + AccessText.of(
                                                                outcome.access().orElseThrow()) + ")"
                                                : "rejected: " + outcome.message()));
                    });
        }
        plan.application(matcher).forEach(line -> section.appendElement("p").text(line));
    }

    /**
     * The SELECT as the one CQL printer writes it, on the serving table: the pattern gives its columns, WHERE and
     * ALLOW FILTERING (what {@code ksd prove} runs); a select with more than that is not printed rather than printed
     * short.
     */
    private static Optional<String> statement(AccessPatternQueries.Serving serving, SelectQuery select) {
        boolean onlyWhatIsPrinted = select.orderBy().isEmpty()
                && select.groupBy().isEmpty()
                && select.limit().isEmpty()
                && select.perPartitionLimit().isEmpty()
                && !select.distinct()
                && !select.json();
        if (!onlyWhatIsPrinted) {
            return Optional.empty();
        }
        TableName table = new TableName(
                Optional.of(serving.keyspace().name()), serving.table().name());
        return Optional.of(DmlWriter.cql(Select.columnsOf(table, select)));
    }
}
