package dev.keyspace.analysis.estimate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.music.MusicModel;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.sizing.TableSizing;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A table holding a relationship's rows counts each relationship cardinality once, whichever of the relationship's
 * attribute and its other entity's key the clustering columns hold, and in whichever order: the music sample's
 * {@code tracks_by_user} (a user's plays, by played_at then track) holds 10 rows per user, not 10 x 10.
 */
class RelationshipCardinalityPropertyTest {

    /** Distinct primes, so that a cardinality counted twice, or one left out, changes the product. */
    private static final int[] PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};

    private static final CqlType UUID = CqlType.of(NativeType.UUID);
    private static final CqlType TIMESTAMP = CqlType.of(NativeType.TIMESTAMP);

    @Test
    void should_hold_one_row_per_play_in_the_table_of_a_users_plays() {
        Project music = MusicModel.project();

        TableSizing plays = ProjectSizing.of(music).sizeAll().stream()
                .filter(s -> s.table().equals("music.tracks_by_user"))
                .findFirst()
                .orElseThrow();

        assertThat(plays.rowsPerPartition().getAsDouble()).isEqualTo(10);
        assertThat(plays.basis())
                .filteredOn(b -> b.startsWith("rows per partition"))
                .containsExactly("rows per partition: Track per User in Plays 10 (max 100)");
    }

    /** A user follows users: the partition of a user's follows holds as many rows as users a user follows. */
    @Test
    void should_count_the_other_end_of_a_relationship_of_an_entity_with_itself() {
        ElementId follows = ElementId.of("relationship:follows");
        Entity user = new Entity(ElementId.of("entity:user"), "User", List.of(Attribute.key("user_id", "uuid")));
        Relationship relationship = new Relationship(
                follows,
                "Follows",
                List.of(
                        Relationship.Participant.of(user.id(), Cardinality.M),
                        Relationship.Participant.of(user.id(), Cardinality.N)),
                List.of(Attribute.of("followed_at", "timestamp")));
        Population population = Population.NONE
                .withCount(user.id(), Optional.of(1_000L))
                .withEnd(new RelationshipEnd(follows, 0), Optional.of(new EndCardinality(7, 70)))
                .withEnd(new RelationshipEnd(follows, 1), Optional.of(new EndCardinality(7, 70)));
        Table table = Table.of(
                ElementId.of("table:t.follows_by_user"),
                "follows_by_user",
                List.of(
                        Column.partitionKey("user_id", UUID, 0),
                        Column.clustering("followed_at", TIMESTAMP, 0, ClusteringOrder.DESC)));
        Project project = Project.empty("follows")
                .withConceptual(new ConceptualModel(List.of(user), List.of(relationship)).withPopulation(population))
                .withKeyspaces(List.of(Keyspace.of("t", Replication.simple(3)).withTables(List.of(table))));

        TableSizing sizing = ProjectSizing.of(project).sizeAll().get(0);

        assertThat(sizing.rowsPerPartition().getAsDouble()).isEqualTo(7);
    }

    /**
     * A tree of binary relationships grown from the partition's entity E0, each relationship Ri joining Ei to an
     * earlier entity and carrying an attribute ri_at; the table's clustering columns hold, in a random order, some
     * of the relationships' attributes and some of the entities' keys. Each relationship on the way from E0 to what
     * the clustering columns hold multiplies the rows once: by how many Ei one instance of its parent has.
     */
    @Test
    void should_count_each_relationship_cardinality_once_whatever_the_clustering_columns_hold() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(300).check(seed -> {
            Random random = new Random(seed);
            int relationships = 1 + random.nextInt(4);
            int[] parent = new int[relationships + 1];
            List<Entity> entities = new ArrayList<>();
            List<Relationship> rels = new ArrayList<>();
            Population population = Population.NONE;
            entities.add(entity(0));
            population = population.withCount(entity(0).id(), Optional.of(1_000L));
            for (int i = 1; i <= relationships; i++) {
                parent[i] = random.nextInt(i);
                entities.add(entity(i));
                population = population.withCount(entity(i).id(), Optional.of(1_000L));
                ElementId id = ElementId.of("relationship:r" + i);
                rels.add(new Relationship(
                        id,
                        "R" + i,
                        List.of(
                                Relationship.Participant.of(entity(parent[i]).id(), Cardinality.M),
                                Relationship.Participant.of(entity(i).id(), Cardinality.N)),
                        List.of(Attribute.of("r" + i + "_at", "timestamp"))));
                // Ei per parent is the prime of i; parent per Ei another prime, which a walk the wrong way would use
                population = population
                        .withEnd(
                                new RelationshipEnd(id, 1), Optional.of(new EndCardinality(PRIMES[i], PRIMES[i] * 10L)))
                        .withEnd(new RelationshipEnd(id, 0), Optional.of(new EndCardinality(PRIMES[i + 5], 1000)));
            }
            List<Column> clustering = new ArrayList<>();
            Set<Integer> touched = new TreeSet<>();
            for (int i = 1; i <= relationships; i++) {
                int held = random.nextInt(4); // 0 nothing, 1 the attribute, 2 the key, 3 both
                if ((held & 1) != 0) {
                    clustering.add(Column.clustering("r" + i + "_at", TIMESTAMP, 0, ClusteringOrder.DESC));
                }
                if ((held & 2) != 0) {
                    clustering.add(Column.clustering("e" + i + "_id", UUID, 0, ClusteringOrder.ASC));
                }
                if (held != 0) {
                    for (int at = i; at != 0; at = parent[at]) {
                        touched.add(at);
                    }
                }
            }
            Collections.shuffle(clustering, random);
            List<Column> columns = new ArrayList<>();
            columns.add(Column.partitionKey("e0_id", UUID, 0));
            for (int i = 0; i < clustering.size(); i++) {
                Column c = clustering.get(i);
                columns.add(Column.clustering(c.name().internal(), c.type(), i, c.order()));
            }
            Table table = Table.of(ElementId.of("table:t.generated"), "generated", columns);
            Project project = Project.empty("generated")
                    .withConceptual(new ConceptualModel(entities, rels).withPopulation(population))
                    .withKeyspaces(
                            List.of(Keyspace.of("t", Replication.simple(3)).withTables(List.of(table))));

            TableSizing sizing = ProjectSizing.of(project).sizeAll().get(0);

            double average = touched.stream().mapToDouble(i -> PRIMES[i]).reduce(1, (a, b) -> a * b);
            double worst = touched.stream().mapToDouble(i -> PRIMES[i] * 10.0).reduce(1, (a, b) -> a * b);
            String what = "clustering "
                    + clustering.stream().map(c -> c.name().internal()).toList() + ", parents "
                    + java.util.Arrays.toString(parent) + ": " + sizing.basis();
            assertThat(sizing.rowsPerPartition().getAsDouble()).as(what).isEqualTo(average);
            assertThat(sizing.worstCase().rowsPerPartition().getAsDouble())
                    .as(what)
                    .isEqualTo(worst);
            for (int i : touched) {
                String cardinality = "E" + i + " per E" + parent[i] + " in R" + i + " ";
                assertThat(String.join("; ", sizing.basis()).split(cardinality, -1))
                        .as(what)
                        .hasSize(2);
            }
        });
    }

    private static Entity entity(int i) {
        return new Entity(
                ElementId.of("entity:e" + i),
                "E" + i,
                List.of(Attribute.key("e" + i + "_id", "uuid"), Attribute.of("e" + i + "_name", "text")));
    }
}
