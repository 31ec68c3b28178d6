package dev.keyspace.analysis.mapping;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.sizing.BucketingAdvisor;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.sizing.TableSizing;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The mapping assistant: proposes, for a query, the tables that serve it by the method's mapping rules, with
 * the sound alternatives (rows unique per the returned entity, ordering left to the application, a bucketed
 * partition key for large partitions, a materialized view or SAI index on an existing table), each sized
 * with the project's assumptions; and accepts one as a single undoable edit that also links the query.
 */
public final class MappingAssistant {

    /** How the label of every edit that generates tables begins, so the history tells them from the user's edits. */
    public static final String GENERATE = "Generate ";

    private final AnalysisSettings settings;

    public MappingAssistant() {
        this(AnalysisSettings.DEFAULTS);
    }

    public MappingAssistant(AnalysisSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /** The proposals for a query in its default keyspace; the first is the method's own design. */
    public List<TableProposal> propose(Project project, ElementId queryId) {
        Query query = query(project, queryId);
        return propose(project, queryId, defaultKeyspace(project, query));
    }

    /**
     * The proposals for a query in the given keyspace, the method's own design first, then the alternatives.
     *
     * @throws MappingException when the query's access pattern is empty or names attributes the conceptual
     *     model does not have
     */
    public List<TableProposal> propose(Project project, ElementId queryId, Identifier keyspace) {
        Query query = query(project, queryId);
        TableMapper mapper = new TableMapper(project.conceptual());
        ProposalSizing sizing = new ProposalSizing(project, query, keyspace);
        List<TableProposal> proposals = new ArrayList<>();
        MappedTable main = mapper.map(query, MappingOptions.METHOD);
        TableProposal method = table("Table by the mapping rules", main, query, keyspace, sizing, List.of());
        Optional<Entity> returned = project.conceptual().entity(main.returnedEntity());
        boolean uniqueElsewhere = returned.isPresent()
                && !returned.get().keyAttributes().isEmpty()
                && main.uniqueEntity().filter(main.returnedEntity()::equals).isEmpty();
        if (uniqueElsewhere) {
            String uniqueAs = main.uniqueEntity()
                    .flatMap(project.conceptual()::entity)
                    .map(Entity::name)
                    .orElse("no entity");
            method = withNote(method, uniquenessWarning(query, returned.get(), uniqueAs));
        }
        proposals.add(method);
        if (uniqueElsewhere) {
            add(
                    proposals,
                    table(
                            "Rows unique per " + returned.get().name(),
                            mapper.map(query, MappingOptions.METHOD.withUniquePerReturnedEntity(true)),
                            query,
                            keyspace,
                            sizing,
                            List.of("Alternative: MR5 read strictly, the key of "
                                    + returned.get().name() + " is in the primary key, so every "
                                    + returned.get().name() + " has its own row")));
        }
        if (!query.pattern().ordering().isEmpty()) {
            add(
                    proposals,
                    table(
                            "Ordering left to the application",
                            mapper.map(
                                    query,
                                    MappingOptions.METHOD
                                            .withOrderingInKey(false)
                                            .withUniquePerReturnedEntity(true)),
                            query,
                            keyspace,
                            sizing,
                            List.of("Alternative: fewer clustering columns; the application sorts the rows it reads")));
        }
        if (!query.pattern().equality().isEmpty()
                && new BucketingAdvisor(settings.thresholds()).isOverLimits(method.sizing())) {
            add(
                    proposals,
                    bucketed(mapper.map(query, MappingOptions.METHOD.withBucket(true)), query, keyspace, sizing));
        }
        proposals.addAll(new AlternativeViews(project, query, main, sizing).propose());
        return List.copyOf(proposals);
    }

    /** The keyspace of the table or view the query is linked to, else the project's first keyspace. */
    public static Identifier defaultKeyspace(Project project, Query query) {
        if (query.servedBy().isPresent()) {
            ElementId id = query.servedBy().get();
            Optional<Identifier> linked = project.table(id)
                    .map(ref -> ref.keyspace().name())
                    .or(() -> project.allViews().stream()
                            .filter(v -> v.view().id().equals(id))
                            .map(v -> v.keyspace().name())
                            .findFirst());
            if (linked.isPresent()) {
                return linked.get();
            }
        }
        return project.keyspaces().isEmpty()
                ? Identifier.of("app")
                : project.keyspaces().get(0).name();
    }

    /**
     * The edit that accepts a proposal: it creates the table (or view, or index) in the proposal's keyspace and
     * links the query to what serves it, as one undoable step.
     */
    public Edit accept(Project project, ElementId queryId, TableProposal proposal) {
        Query query = query(project, queryId);
        List<Edit> edits = new ArrayList<>(creation(project, proposal));
        edits.add(new QueryEdit.SetServedBy(query.id(), Optional.of(proposal.servingId())));
        String what =
                switch (proposal.kind()) {
                    case TABLE -> "table " + proposal.table().name().asCql();
                    case MATERIALIZED_VIEW -> "materialized view "
                            + proposal.table().name().asCql();
                    case INDEX -> "index "
                            + proposal.index().orElseThrow().name().asCql();
                };
        return new CompositeEdit(GENERATE + what + " for " + query.label(), edits);
    }

    /**
     * The edits that create what a proposal proposes, in its keyspace: the user types its columns need that the
     * keyspace lacks, then the table, view or index.
     */
    public static List<Edit> creation(Project project, TableProposal proposal) {
        Edit create =
                switch (proposal.kind()) {
                    case TABLE -> new TableEdit.Add(proposal.keyspace(), proposal.table());
                    case MATERIALIZED_VIEW -> new ViewEdit.Add(
                            proposal.keyspace(), proposal.view().orElseThrow());
                    case INDEX -> new IndexEdit.Add(
                            proposal.keyspace(), proposal.index().orElseThrow());
                };
        List<Edit> edits = new ArrayList<>(UserTypeCopies.missing(project, proposal));
        edits.add(create);
        return edits;
    }

    private static Query query(Project project, ElementId queryId) {
        return project.query(queryId)
                .orElseThrow(() -> new EditRejectedException("there is no query with id " + queryId));
    }

    private static TableProposal table(
            String title,
            MappedTable mapped,
            Query query,
            Identifier keyspace,
            ProposalSizing sizing,
            List<String> lead) {
        Table named = new Table(
                ElementId.forTable(keyspace, mapped.table().name()),
                mapped.table().name(),
                mapped.table().columns(),
                mapped.table().options().with("comment", OptionValue.text(comment(query))),
                false);
        List<String> rationale = new ArrayList<>(lead);
        rationale.addAll(mapped.rationale());
        rationale.addAll(UserTypeCopies.notes(sizing.keyspace(), named, sizing.project()));
        return new TableProposal(
                title,
                TableProposal.Kind.TABLE,
                keyspace,
                named,
                Optional.empty(),
                Optional.empty(),
                rationale,
                sizing.size(named));
    }

    private TableProposal bucketed(MappedTable mapped, Query query, Identifier keyspace, ProposalSizing sizing) {
        TableProposal plain = table(
                "Bucketed partition key",
                mapped,
                query,
                keyspace,
                sizing,
                List.of("Alternative: partitions of the method's table exceed the limits; a bucket splits them"));
        SizingAssumptions assumptions = sizing.assumptionsFor(plain.table().id());
        Optional<Long> buckets = query.servedBy()
                .flatMap(id -> settings.hintsFor(id).distinctValues(ColumnNames.BUCKET))
                .filter(n -> n > 0);
        if (buckets.isEmpty()) {
            return withNote(
                    plain,
                    "Sizing: the number of buckets a partition is split into is missing (table hint"
                            + " distinctValuesPerPartition.bucket of the query's table); the figures are those of one"
                            + " unsplit partition");
        }
        long n = buckets.get();
        SizingAssumptions split = new SizingAssumptions(
                assumptions.rowsPerPartition().map(r -> r / n),
                assumptions.rowsPerPartitionWorst().map(r -> r / n),
                assumptions.partitions().map(p -> p * n),
                assumptions.averageColumnBytes());
        TableSizing sized = sizing.size(plain.table(), split);
        return new TableProposal(
                plain.title(),
                plain.kind(),
                plain.keyspace(),
                plain.table(),
                plain.view(),
                plain.index(),
                plain.rationale(),
                sized);
    }

    private static String uniquenessWarning(Query query, Entity returned, String uniqueAs) {
        return "MR5 warning: " + query.label() + " returns " + returned.name()
                + " rows, but the primary key makes them unique only per " + uniqueAs + ": two " + returned.name()
                + " rows with the same primary key overwrite each other (see the alternative 'Rows unique per "
                + returned.name() + "')";
    }

    private static TableProposal withNote(TableProposal proposal, String note) {
        List<String> rationale = new ArrayList<>(proposal.rationale());
        rationale.add(note);
        return new TableProposal(
                proposal.title(),
                proposal.kind(),
                proposal.keyspace(),
                proposal.table(),
                proposal.view(),
                proposal.index(),
                rationale,
                proposal.sizing());
    }

    /** Adds an alternative unless an earlier proposal already has the same columns. */
    private static void add(List<TableProposal> proposals, TableProposal alternative) {
        boolean same = proposals.stream()
                .anyMatch(p -> p.kind() == alternative.kind()
                        && p.table().columns().equals(alternative.table().columns()));
        if (!same) {
            proposals.add(alternative);
        }
    }

    static String comment(Query query) {
        return query.label() + ". " + query.description();
    }
}
