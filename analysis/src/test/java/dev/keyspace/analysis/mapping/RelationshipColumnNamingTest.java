package dev.keyspace.analysis.mapping;

import static dev.keyspace.analysis.music.MusicModel.PLAYS;
import static dev.keyspace.analysis.music.MusicModel.TRACK;
import static dev.keyspace.analysis.music.MusicModel.USER;
import static dev.keyspace.analysis.music.MusicModel.ref;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.music.MusicModel;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A relationship's attribute becomes a column under its own name, as a modeler names it ({@code played_at}, not
 * {@code plays_played_at}); it takes the relationship's prefix only when another column of the table would have
 * the same name.
 */
class RelationshipColumnNamingTest {

    private static List<String> columns(Table table) {
        return table.columns().stream().map(c -> c.name().internal()).toList();
    }

    private static Table mapped(ConceptualModel conceptual, AccessPattern pattern) {
        Query query = new Query(ElementId.of("query:q"), "Q", "Q", pattern, Optional.empty());
        return new TableMapper(conceptual).map(query, MappingOptions.METHOD).table();
    }

    @Test
    void should_name_the_time_of_a_play_played_at_in_the_table_of_a_users_plays() {
        Project music = MusicModel.project();

        Table plays = music.allTables().stream()
                .map(t -> t.table())
                .filter(t -> t.name().internal().equals("tracks_by_user"))
                .findFirst()
                .orElseThrow();

        assertThat(columns(plays)).containsExactly("user_id", "played_at", "track_id", "title");
    }

    @Test
    void should_name_a_relationship_attribute_searched_on_without_prefix_in_the_table_name_too() {
        Table table = mapped(
                MusicModel.conceptual(),
                new AccessPattern(
                        List.of(ref(USER, "user_id")),
                        List.of(ref(PLAYS, "played_at")),
                        List.of(new Ordering(ref(PLAYS, "played_at"), ClusteringOrder.DESC)),
                        List.of(ref(TRACK, "title"))));

        assertThat(columns(table)).containsExactly("user_id", "played_at", "track_id", "title");
        assertThat(table.name().internal()).doesNotContain("plays_played_at");
    }

    /** Plays and Track both have a rating: the play's takes the relationship's prefix, the track's keeps its name. */
    @Test
    void should_prefix_a_relationship_attribute_only_when_another_column_has_its_name() {
        ConceptualModel conceptual = withRatings(MusicModel.conceptual());

        Table table = mapped(conceptual, ratingsOfPlays());

        assertThat(columns(table))
                .containsExactly("user_id", "played_at", "track_id", "title", "rating", "plays_rating");
    }

    /** The analysis finds each attribute in the column named for it: the query is served, each rating is its own. */
    @Test
    void should_find_each_attribute_in_its_column_in_the_table_generated_with_a_clash() {
        Query query = new Query(
                ElementId.of("query:ratings"),
                "Q9",
                "ratings of the tracks a user played",
                ratingsOfPlays(),
                Optional.empty());
        Project project = MusicModel.unmapped()
                .withConceptual(withRatings(MusicModel.conceptual()))
                .withQueries(List.of(query));
        project = MusicModel.withFirstProposal(project, query.id());

        assertThat(Checker.check(project).findings()).noneMatch(f -> f.ruleId().equals("query-not-served"));
        Map<String, List<String>> copies = WritePaths.of(project).copyNames();
        assertThat(copies.get("Plays.rating")).containsExactly("music.tracks_by_user");
        assertThat(copies.get("Track.rating")).containsExactly("music.tracks_by_user");
        assertThat(copies.get("Plays.played_at")).containsExactly("music.tracks_by_user");
    }

    /** The tracks a user played, latest first, with the track's rating and the play's. */
    private static AccessPattern ratingsOfPlays() {
        return new AccessPattern(
                List.of(ref(USER, "user_id")),
                List.of(),
                List.of(new Ordering(ref(PLAYS, "played_at"), ClusteringOrder.DESC)),
                List.of(ref(TRACK, "title"), ref(TRACK, "rating"), ref(PLAYS, "rating")));
    }

    private static ConceptualModel withRatings(ConceptualModel music) {
        List<Entity> entities = new ArrayList<>();
        for (Entity e : music.entities()) {
            if (e.id().equals(TRACK)) {
                List<Attribute> attributes = new ArrayList<>(e.attributes());
                attributes.add(Attribute.of("rating", "float"));
                e = new Entity(e.id(), e.name(), attributes);
            }
            entities.add(e);
        }
        List<Relationship> relationships = new ArrayList<>();
        for (Relationship r : music.relationships()) {
            if (r.id().equals(PLAYS)) {
                List<Attribute> attributes = new ArrayList<>(r.attributes());
                attributes.add(Attribute.of("rating", "int"));
                r = new Relationship(r.id(), r.name(), r.participants(), attributes);
            }
            relationships.add(r);
        }
        return new ConceptualModel(entities, relationships).withPopulation(music.population());
    }
}
