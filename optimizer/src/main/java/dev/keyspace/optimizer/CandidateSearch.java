package dev.keyspace.optimizer;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.MappingException;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingGap;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.optimizer.solve.SearchStop;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Finds the candidates for a mix's queries: the tables and views that answer them in the current design, every
 * proposal of the mapping assistant (the method's table, its alternatives, a view or an SAI index on an existing
 * table), and tables shared by several queries: a candidate that answers a query but for some returned columns,
 * widened by them, once per such query and once with all of them. Tables of the same columns and keys count once.
 */
final class CandidateSearch {

    private static final String SCRATCH_PREFIX = "ksd_opt_";

    private final Project project;
    private final Mix mix;
    private final MappingAssistant assistant;
    private final ServingCheck serving = new ServingCheck();

    private final List<Candidate> all = new ArrayList<>();
    private final Map<Integer, Set<ElementId>> answers = new TreeMap<>();
    private final Map<String, String> unanswerable = new LinkedHashMap<>();
    private final Map<Shape, Integer> tableShapes = new HashMap<>();
    private final Map<ElementId, Integer> byExistingId = new HashMap<>();
    private final Map<ElementId, TableProposal> methodTables = new HashMap<>();
    private final Map<ElementId, Integer> methodCandidates = new HashMap<>();
    private final Map<Integer, Set<ElementId>> builtFor = new HashMap<>();
    private final ProjectSizing sizing;
    private Project scratch;
    private final SearchStop stop;

    CandidateSearch(Project project, Mix mix, SearchStop stop) {
        this.stop = stop;
        this.project = project;
        this.mix = mix;
        this.assistant = new MappingAssistant(project.analysis());
        this.sizing = ProjectSizing.of(project);
        this.scratch = project;
    }

    Candidates search() {
        List<Query> weighted = project.queries().stream()
                .filter(q ->
                        mix.queries().getOrDefault(q.id(), Demand.perSecond(0)).perSecond() > 0)
                .toList();
        for (TableRef table : project.allTables()) {
            existingTable(table);
        }
        for (ViewRef view : project.allViews()) {
            existingView(view);
        }
        for (Query query : weighted) {
            stop.check();
            try {
                List<TableProposal> proposals = assistant.propose(project, query.id());
                methodTables.put(query.id(), proposals.get(0));
                for (TableProposal proposal : proposals) {
                    add(proposal, query);
                }
                TableProposal method = proposals.get(0);
                methodCandidates.put(query.id(), tableShapes.get(shape(method.keyspace(), method.table())));
            } catch (MappingException e) {
                unanswerable.put(query.label(), e.getMessage());
            }
        }
        answerAll(weighted, 0);
        widen(weighted);
        linkCopies();
        for (Query query : weighted) {
            if (!unanswerable.containsKey(query.label())
                    && answers.values().stream().noneMatch(s -> s.contains(query.id()))) {
                unanswerable.put(query.label(), "no candidate table, view or index answers its access pattern");
            }
        }
        return new Candidates(all, scratch, weighted, answers, methodCandidates, unanswerable);
    }

    private int existingTable(TableRef ref) {
        Integer known = byExistingId.get(ref.table().id());
        if (known != null) {
            return known;
        }
        TableProposal proposal = new TableProposal(
                "Current design",
                TableProposal.Kind.TABLE,
                ref.keyspace().name(),
                ref.table(),
                Optional.empty(),
                Optional.empty(),
                List.of("In the current design"),
                sizing.size(ref));
        int number = register(
                proposal,
                "current design",
                true,
                Optional.of(ref.table().id()),
                Optional.empty(),
                linkedTo(ref.table().id()));
        byExistingId.put(ref.table().id(), number);
        tableShapes.putIfAbsent(shape(ref.keyspace().name(), ref.table()), number);
        return number;
    }

    private void existingView(ViewRef ref) {
        if (byExistingId.containsKey(ref.view().id())) {
            return;
        }
        Table base = ref.keyspace().table(ref.view().baseTable()).orElseThrow();
        int baseNumber = existingTable(new TableRef(ref.keyspace(), base));
        Table asTable = ref.view().asTable(base);
        TableProposal proposal = new TableProposal(
                "Current design",
                TableProposal.Kind.MATERIALIZED_VIEW,
                ref.keyspace().name(),
                asTable,
                Optional.of(ref.view()),
                Optional.empty(),
                List.of("In the current design"),
                sizing.size(new TableRef(ref.keyspace(), asTable)));
        int number = register(
                proposal,
                "current design",
                true,
                Optional.of(ref.view().id()),
                Optional.of(baseNumber),
                linkedTo(ref.view().id()));
        byExistingId.put(ref.view().id(), number);
    }

    /** Adds a proposal of the mapping assistant unless a candidate of the same columns and keys exists. */
    private void add(TableProposal proposal, Query query) {
        switch (proposal.kind()) {
            case TABLE -> newTable(proposal, query.label(), Set.of(query.id()));
            case MATERIALIZED_VIEW -> {
                MaterializedView view = proposal.view().orElseThrow();
                int base = baseOf(proposal.keyspace(), view.baseTable());
                Identifier name = scratchName(all.size());
                MaterializedView renamed = new MaterializedView(
                        ElementId.forView(proposal.keyspace(), name),
                        name,
                        view.baseTable(),
                        view.selected(),
                        view.where(),
                        view.partitionKey(),
                        view.clustering(),
                        view.options());
                scratch = new ViewEdit.Add(proposal.keyspace(), renamed).apply(scratch);
                register(
                        proposal,
                        query.label(),
                        false,
                        Optional.of(renamed.id()),
                        Optional.of(base),
                        Set.of(query.id()));
            }
            case INDEX -> {
                int base = baseOf(
                        proposal.keyspace(), proposal.index().orElseThrow().table());
                int number = register(
                        proposal, query.label(), false, Optional.empty(), Optional.of(base), Set.of(query.id()));
                answers.computeIfAbsent(number, n -> new HashSet<>()).add(query.id());
            }
        }
    }

    private Optional<Integer> newTable(TableProposal proposal, String origin, Set<ElementId> forQueries) {
        Shape shape = shape(proposal.keyspace(), proposal.table());
        if (tableShapes.containsKey(shape)) {
            return Optional.empty();
        }
        Optional<Integer> covering = coveringCurrentTable(proposal);
        if (covering.isPresent()) {
            tableShapes.put(shape, covering.get());
            return Optional.empty();
        }
        Identifier name = scratchName(all.size());
        Table renamed = new Table(
                ElementId.forTable(proposal.keyspace(), name),
                name,
                proposal.table().columns(),
                proposal.table().options(),
                false);
        if (scratch.keyspace(proposal.keyspace()).isEmpty()) {
            scratch = new KeyspaceEdit.Add(Keyspace.of(proposal.keyspace().internal(), Replication.simple(1)))
                    .apply(scratch);
        }
        scratch = new TableEdit.Add(proposal.keyspace(), renamed).apply(scratch);
        int number = register(proposal, origin, false, Optional.of(renamed.id()), Optional.empty(), forQueries);
        tableShapes.put(shape, number);
        return Optional.of(number);
    }

    /**
     * A current table with the proposal's primary key and every column of it: the proposal would only copy it with
     * fewer columns, so the current table stands for it.
     */
    private Optional<Integer> coveringCurrentTable(TableProposal proposal) {
        Table table = proposal.table();
        return all.stream()
                .filter(c -> c.current() && c.kind() == TableProposal.Kind.TABLE)
                .filter(c -> c.keyspace().equals(proposal.keyspace()))
                .filter(c -> c.proposal().table().primaryKey().equals(table.primaryKey()))
                .filter(c -> c.proposal().table().columns().containsAll(table.columns()))
                .map(Candidate::number)
                .findFirst();
    }

    private int baseOf(Identifier keyspace, Identifier table) {
        return existingTable(project.keyspace(keyspace)
                .flatMap(k -> k.table(table).map(t -> new TableRef(k, t)))
                .orElseThrow(() -> new IllegalStateException("a proposal on a table the project lacks: " + table)));
    }

    private int register(
            TableProposal proposal,
            String origin,
            boolean current,
            Optional<ElementId> scratchId,
            Optional<Integer> base,
            Set<ElementId> forQueries) {
        int number = all.size();
        all.add(new Candidate(number, proposal, origin, current, scratchId, base));
        builtFor.put(number, Set.copyOf(forQueries));
        return number;
    }

    /**
     * The queries of the project linked to a table or view of the current design that reads them alone (a plan's
     * first table holds other rows than its query returns).
     */
    private Set<ElementId> linkedTo(ElementId tableOrView) {
        Set<ElementId> linked = new HashSet<>();
        project.queries().stream()
                .filter(q -> q.plan().isEmpty()
                        && q.servedBy().filter(tableOrView::equals).isPresent())
                .forEach(q -> linked.add(q.id()));
        return linked;
    }

    /**
     * Links each new table and view of the scratch project to copies of the queries it was built for, as the project
     * links a table to the queries it serves: the sizing and the write paths read a column's entity from the queries
     * a table serves, so that a column {@code id} of a table of items is an item's id, not a category's.
     */
    private void linkCopies() {
        for (Candidate candidate : all) {
            if (candidate.current() || candidate.scratchId().isEmpty()) {
                continue;
            }
            for (ElementId id : builtFor.get(candidate.number())) {
                Query query = project.query(id).orElseThrow();
                String copy = SCRATCH_PREFIX + candidate.number() + "_" + query.label();
                scratch = new QueryEdit.Add(new Query(
                                ElementId.of("query:" + copy), copy, "", query.pattern(), candidate.scratchId()))
                        .apply(scratch);
            }
        }
    }

    /** Which weighted queries each table and view candidate from {@code from} on answers. */
    private void answerAll(List<Query> weighted, int from) {
        for (Candidate candidate : all.subList(from, all.size())) {
            stop.check();
            if (candidate.scratchId().isEmpty()) {
                continue;
            }
            for (Query query : weighted) {
                if (fits(query, candidate) && gaps(query, candidate).isEmpty()) {
                    answers.computeIfAbsent(candidate.number(), n -> new HashSet<>())
                            .add(query.id());
                }
            }
        }
    }

    /**
     * Whether a candidate holds the rows a query reads: what the query searches and returns belongs to the entities
     * and relationships the candidate was built for (the queries it was proposed or widened for, or those linked to
     * it in the current design), and it returns rows of what those queries return. The serving check matches columns
     * by name, so without this a table of categories keyed by {@code dummy} would answer a query of regions by
     * {@code dummy}, and a table of purchases keyed by user a query of users.
     */
    private boolean fits(Query query, Candidate candidate) {
        BuiltFor built = builtFor(candidate);
        return built.owners().containsAll(Owners.of(query)) && built.returned().containsAll(Owners.returned(query));
    }

    /** The entities and relationships the queries a candidate was built for name, and those whose rows they return. */
    private record BuiltFor(Set<ElementId> owners, Set<ElementId> returned) {}

    private BuiltFor builtFor(Candidate candidate) {
        Set<ElementId> owners = new HashSet<>();
        Set<ElementId> returned = new HashSet<>();
        for (ElementId id : builtFor.getOrDefault(candidate.number(), Set.of())) {
            project.query(id).ifPresent(q -> {
                owners.addAll(Owners.of(q));
                returned.addAll(Owners.returned(q));
            });
        }
        return new BuiltFor(owners, returned);
    }

    private List<ServingGap> gaps(Query query, Candidate candidate) {
        // a candidate answers by one read: a plan the query has in the current design is not asked of it
        Query linked = query.withPlan(Optional.empty()).withServedBy(candidate.scratchId());
        return serving.check(scratch, linked).map(ServingReport::gaps).orElse(List.of());
    }

    /**
     * Tables shared by several queries: each new table that answers a query but for returned columns is widened by
     * the columns the query's own table has for them, for that query alone and for all such queries together.
     */
    private void widen(List<Query> weighted) {
        int firstWidened = all.size();
        for (Candidate candidate : List.copyOf(all)) {
            stop.check();
            if (candidate.current() || candidate.kind() != TableProposal.Kind.TABLE) {
                continue;
            }
            List<Column> everyMissing = new ArrayList<>();
            Set<ElementId> sharing = new HashSet<>();
            int sharers = 0;
            for (Query query : weighted) {
                List<Column> missing = missingReturned(query, candidate);
                if (!missing.isEmpty()) {
                    sharers++;
                    widened(candidate, missing, query.label(), Set.of(query.id()));
                    sharing.add(query.id());
                    missing.stream()
                            .filter(c -> everyMissing.stream()
                                    .noneMatch(e -> e.name().equals(c.name())))
                            .forEach(everyMissing::add);
                }
            }
            if (sharers > 1) {
                widened(candidate, everyMissing, "several queries", sharing);
            }
        }
        answerAll(weighted, firstWidened);
    }

    /** The columns {@code query}'s own table has for the returned attributes {@code candidate} lacks, if only those. */
    private List<Column> missingReturned(Query query, Candidate candidate) {
        TableProposal own = methodTables.get(query.id());
        if (own == null || answers.getOrDefault(candidate.number(), Set.of()).contains(query.id())) {
            return List.of();
        }
        if (!sameRows(query, candidate)) {
            return List.of();
        }
        List<ServingGap> gaps = gaps(query, candidate);
        if (gaps.isEmpty()
                || gaps.stream().anyMatch(g -> g.kind() != ServingGap.Kind.RETURNED_ATTRIBUTE_WITHOUT_COLUMN)) {
            return List.of();
        }
        Table table = candidate.proposal().table();
        return own.table().columns().stream()
                .filter(c -> table.column(c.name()).isEmpty())
                .map(c -> c.kind() == ColumnKind.REGULAR ? c : c.withKind(ColumnKind.REGULAR, 0, c.order()))
                .toList();
    }

    private void widened(Candidate candidate, List<Column> added, String forWhom, Set<ElementId> alsoFor) {
        TableProposal proposal = candidate.proposal();
        List<Column> columns = new ArrayList<>(proposal.table().columns());
        columns.addAll(added);
        Table wider = proposal.table().withColumns(columns);
        List<String> rationale = new ArrayList<>(proposal.rationale());
        rationale.add("Widened to serve " + forWhom + " as well");
        newTable(
                new TableProposal(
                        proposal.title() + ", shared",
                        proposal.kind(),
                        proposal.keyspace(),
                        wider,
                        Optional.empty(),
                        Optional.empty(),
                        rationale,
                        proposal.sizing()),
                candidate.origin(),
                union(builtFor.get(candidate.number()), alsoFor));
    }

    /**
     * Whether widening a candidate for a query keeps its rows: the query returns rows of what the candidate's own
     * queries return, and searches only what they search or return.
     */
    private boolean sameRows(Query query, Candidate candidate) {
        BuiltFor built = builtFor(candidate);
        return built.returned().equals(Owners.returned(query)) && built.owners().containsAll(Owners.of(query));
    }

    private static Set<ElementId> union(Set<ElementId> a, Set<ElementId> b) {
        Set<ElementId> both = new HashSet<>(a);
        both.addAll(b);
        return both;
    }

    private static Identifier scratchName(int number) {
        return Identifier.of(SCRATCH_PREFIX + number);
    }

    private static Shape shape(Identifier keyspace, Table table) {
        return new Shape(keyspace, Set.copyOf(table.columns()));
    }

    /** What makes two tables the same candidate: their keyspace, columns, kinds, key positions and orders. */
    private record Shape(Identifier keyspace, Set<Column> columns) {}
}
