package dev.keyspace.analysis.lint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.model.sizing.TableSizing;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A music service's plays, {@code music.plays_by_user ((user_id), played_at DESC, track_id)}, under generated sizing
 * assumptions (the Plays cardinalities, the table's own rows per partition, a time column the model does not
 * know, with or without a distinct-values hint, a TTL, a time bucket): the unbounded-partition finding and the sizing never contradict each other. Where the finding is
 * raised, it gives the rows per partition the sizing shows, average and worst, and the assumption they rest on;
 * it is raised exactly when the table is time-ordered with neither a bucket nor a TTL.
 */
class UnboundedPartitionAgreesWithSizingTest {

    private static final String RULE = "unbounded-partition";
    private static final ElementId USER = ElementId.of("entity:user");
    private static final ElementId TRACK = ElementId.of("entity:track");
    private static final ElementId PLAYS = ElementId.of("relationship:plays");
    private static final ElementId TABLE = ElementId.of("table:music.plays_by_user");

    private record Case(
            Optional<EndCardinality> tracksPerUser,
            Optional<Double> ownRows,
            Optional<Double> ownWorst,
            boolean timeInModel,
            Optional<Long> distinctTimes,
            boolean ttl,
            boolean bucket) {

        /** The time clustering column: the Plays attribute, or a column the model does not know. */
        String timeColumn() {
            return timeInModel ? "played_at" : "logged_at";
        }
    }

    @Test
    void should_give_the_sizing_figures_and_their_assumption_whenever_it_is_raised() {
        Set<String> assumptionsSeen = new TreeSet<>();
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(200).check(seed -> {
            Case generated = generate(new Random(seed));
            Project project = project(generated);
            TableRef ref = project.table(TABLE).orElseThrow();
            TableSizing sizing = ProjectSizing.of(project).size(ref);
            List<Finding> found = Checker.check(project, project.analysis()).findings().stream()
                    .filter(f -> f.ruleId().equals(RULE))
                    .toList();

            if (generated.ttl() || generated.bucket()) {
                assertThat(found)
                        .as(generated + ": a bucket or a TTL bounds it")
                        .isEmpty();
                return;
            }
            String average = SizingFigures.count(sizing.average().rowsPerPartition());
            String worst = SizingFigures.count(sizing.worstCase().rowsPerPartition());
            String assumption = sizing.basis().stream()
                    .filter(b -> b.startsWith(ProjectSizing.ROWS_BASIS))
                    .findFirst()
                    .orElseThrow();
            assumptionsSeen.add(assumption.replaceAll("[0-9.,]+", "N"));
            assertThat(found).as(generated.toString()).singleElement().satisfies(f -> assertThat(f.message())
                    .as(
                            "%s: the sizing shows %s rows on average, %s at worst (%s)",
                            generated, average, worst, assumption)
                    .contains(average + " rows on average and " + worst + " at worst")
                    .contains(assumption)
                    .doesNotContain("?"));
        });
        assertThat(assumptionsSeen)
                .as("the cases cover rows set on the table, from the model's cardinalities and from a hint")
                .anySatisfy(a -> assertThat(a).contains("set on the table"))
                .anySatisfy(a -> assertThat(a).contains("in Plays"))
                .anySatisfy(a -> assertThat(a).contains("table hint"))
                .anySatisfy(a -> assertThat(a).contains("[default]"));
    }

    @Test
    void should_state_the_plays_figures_and_cardinality_rather_than_a_bare_unbounded_growth() {
        Project project = project(new Case(
                Optional.of(new EndCardinality(10, 100)),
                Optional.empty(),
                Optional.empty(),
                true,
                Optional.empty(),
                false,
                false));
        TableSizing sizing = ProjectSizing.of(project).size(project.table(TABLE).orElseThrow());

        List<Finding> found = Checker.check(project, project.analysis()).findings().stream()
                .filter(f -> f.ruleId().equals(RULE))
                .toList();

        assertThat(found).singleElement().satisfies(f -> assertThat(f.message())
                .startsWith("music.plays_by_user is ordered by time (clustering column played_at) but its partition"
                        + " key has no time bucket and the table has no TTL: a partition holds "
                        + SizingFigures.count(sizing.average().rowsPerPartition()) + " rows on average and "
                        + SizingFigures.count(sizing.worstCase().rowsPerPartition())
                        + " at worst only while the sizing's assumption holds (rows per partition: Track per User in"
                        + " Plays 10 (max 100)")
                .endsWith("so it grows without bound"));
    }

    private static Case generate(Random random) {
        Optional<EndCardinality> cardinality = random.nextBoolean()
                ? Optional.empty()
                : Optional.of(new EndCardinality(1 + random.nextInt(500), 500 + random.nextInt(100_000)));
        Optional<Double> rows =
                random.nextInt(3) == 0 ? Optional.of(1.0 + random.nextInt(1_000_000)) : Optional.empty();
        Optional<Double> worst =
                random.nextInt(3) == 0 ? Optional.of(rows.orElse(1.0) * (1 + random.nextInt(20))) : Optional.empty();
        Optional<Long> distinct =
                random.nextInt(4) == 0 ? Optional.of((long) (1 + random.nextInt(10_000))) : Optional.empty();
        return new Case(
                cardinality,
                rows,
                worst,
                random.nextBoolean(),
                distinct,
                random.nextInt(6) == 0,
                random.nextInt(6) == 0);
    }

    private static Project project(Case c) {
        Population population = c.tracksPerUser()
                .map(end -> Population.NONE.withEnd(new RelationshipEnd(PLAYS, 1), Optional.of(end)))
                .orElse(Population.NONE);
        ConceptualModel conceptual = new ConceptualModel(
                        List.of(
                                new Entity(USER, "User", List.of(Attribute.key("user_id", "uuid"))),
                                new Entity(TRACK, "Track", List.of(Attribute.key("track_id", "uuid")))),
                        List.of(new Relationship(
                                PLAYS,
                                "Plays",
                                List.of(
                                        Relationship.Participant.of(USER, Cardinality.N),
                                        Relationship.Participant.of(TRACK, Cardinality.M)),
                                List.of(Attribute.of("played_at", "timestamp")))))
                .withPopulation(population);
        List<Column> columns = new ArrayList<>();
        columns.add(Column.partitionKey("user_id", CqlType.of(NativeType.UUID), 0));
        if (c.bucket()) {
            columns.add(Column.partitionKey("month_bucket", CqlType.of(NativeType.TEXT), 1));
        }
        columns.add(Column.clustering(c.timeColumn(), CqlType.of(NativeType.TIMESTAMP), 0, ClusteringOrder.DESC));
        columns.add(Column.clustering("track_id", CqlType.of(NativeType.UUID), 1, ClusteringOrder.ASC));
        Table table = Table.of(TABLE, "plays_by_user", columns);
        if (c.ttl()) {
            table = table.withOptions(TableOptions.NONE.with("default_time_to_live", OptionValue.number(86_400)));
        }
        Query recent = new Query(
                ElementId.of("query:q1"),
                "Q1",
                "tracks a user played, latest first",
                new AccessPattern(
                        List.of(new AttributeRef(USER, "user_id")),
                        List.of(),
                        c.timeInModel()
                                ? List.of(new Ordering(new AttributeRef(PLAYS, "played_at"), ClusteringOrder.DESC))
                                : List.of(),
                        List.of(new AttributeRef(TRACK, "track_id"))),
                Optional.of(TABLE));
        SizingAssumptions own = SizingAssumptions.NONE.withRowsPerPartition(c.ownRows(), c.ownWorst());
        AnalysisSettings analysis = c.distinctTimes()
                .map(n -> AnalysisSettings.DEFAULTS.withHints(
                        TABLE, TableHints.NONE.withDistinctValues(c.timeColumn(), n)))
                .orElse(AnalysisSettings.DEFAULTS);
        return Project.empty("music")
                .withConceptual(conceptual)
                .withKeyspaces(List.of(Keyspace.of("music", Replication.networkTopology(Map.of("dc1", 3)))
                        .withTables(List.of(table))))
                .withQueries(List.of(recent))
                .withSizing(Map.of(TABLE, own))
                .withAnalysis(analysis);
    }
}
