package dev.keyspace.analysis.music;

import dev.keyspace.analysis.mapping.MappingAssistant;
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
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.util.List;
import java.util.Optional;

/**
 * The music service a new user models in a first hour: users play tracks of albums and keep playlists. Its
 * tables are the mapping assistant's own designs for its queries, accepted as a user accepts them.
 */
public final class MusicModel {

    public static final ElementId USER = ElementId.of("entity:user");
    public static final ElementId ALBUM = ElementId.of("entity:album");
    public static final ElementId TRACK = ElementId.of("entity:track");
    public static final ElementId PLAYLIST = ElementId.of("entity:playlist");
    public static final ElementId PLAYS = ElementId.of("relationship:plays");
    public static final ElementId HAS = ElementId.of("relationship:has");
    public static final ElementId OWNS = ElementId.of("relationship:owns");

    private MusicModel() {}

    public static ConceptualModel conceptual() {
        ConceptualModel model = new ConceptualModel(
                List.of(
                        new Entity(
                                USER, "User", List.of(Attribute.key("user_id", "uuid"), Attribute.of("name", "text"))),
                        new Entity(
                                ALBUM,
                                "Album",
                                List.of(Attribute.key("album_id", "uuid"), Attribute.of("title", "text"))),
                        new Entity(
                                TRACK,
                                "Track",
                                List.of(
                                        Attribute.key("track_id", "uuid"),
                                        Attribute.of("title", "text"),
                                        Attribute.of("number", "int"))),
                        new Entity(
                                PLAYLIST,
                                "Playlist",
                                List.of(
                                        Attribute.key("playlist_id", "uuid"),
                                        Attribute.of("name", "text"),
                                        Attribute.of("updated_at", "timestamp")))),
                List.of(
                        new Relationship(
                                PLAYS,
                                "Plays",
                                List.of(
                                        Relationship.Participant.of(USER, Cardinality.M),
                                        Relationship.Participant.of(TRACK, Cardinality.N)),
                                List.of(Attribute.of("played_at", "timestamp"))),
                        new Relationship(
                                HAS,
                                "Has",
                                List.of(
                                        Relationship.Participant.of(ALBUM, Cardinality.ONE),
                                        Relationship.Participant.of(TRACK, Cardinality.N)),
                                List.of()),
                        new Relationship(
                                OWNS,
                                "Owns",
                                List.of(
                                        Relationship.Participant.of(USER, Cardinality.ONE),
                                        Relationship.Participant.of(PLAYLIST, Cardinality.N)),
                                List.of())));
        Population population = Population.NONE
                .withCount(USER, Optional.of(1_000L))
                .withCount(ALBUM, Optional.of(100L))
                .withCount(TRACK, Optional.of(1_000L))
                .withCount(PLAYLIST, Optional.of(2_000L))
                .withEnd(new RelationshipEnd(PLAYS, 0), Optional.of(new EndCardinality(10, 100)))
                .withEnd(new RelationshipEnd(PLAYS, 1), Optional.of(new EndCardinality(10, 100)))
                .withEnd(new RelationshipEnd(HAS, 1), Optional.of(new EndCardinality(10, 30)))
                .withEnd(new RelationshipEnd(OWNS, 1), Optional.of(new EndCardinality(2, 20)));
        return model.withPopulation(population);
    }

    public static AttributeRef ref(ElementId owner, String attribute) {
        return new AttributeRef(owner, attribute);
    }

    /** Q1 tracks a user played, latest first; Q2 tracks of an album by number; Q3 a user's playlists, latest first. */
    public static List<Query> queries() {
        return List.of(
                query(
                        "q1",
                        "Q1",
                        new AccessPattern(
                                List.of(ref(USER, "user_id")),
                                List.of(),
                                List.of(new Ordering(ref(PLAYS, "played_at"), ClusteringOrder.DESC)),
                                List.of(ref(TRACK, "title"), ref(TRACK, "track_id")))),
                query(
                        "q2",
                        "Q2",
                        new AccessPattern(
                                List.of(ref(ALBUM, "album_id")),
                                List.of(),
                                List.of(new Ordering(ref(TRACK, "number"), ClusteringOrder.ASC)),
                                List.of(ref(TRACK, "title"), ref(TRACK, "track_id")))),
                query(
                        "q3",
                        "Q3",
                        new AccessPattern(
                                List.of(ref(USER, "user_id")),
                                List.of(),
                                List.of(new Ordering(ref(PLAYLIST, "updated_at"), ClusteringOrder.DESC)),
                                List.of(ref(PLAYLIST, "name")))));
    }

    private static Query query(String id, String label, AccessPattern pattern) {
        return new Query(ElementId.of("query:" + id), label, label, pattern, Optional.empty());
    }

    /** The model and its queries, before any table. */
    public static Project unmapped() {
        return Project.empty("music")
                .withConceptual(conceptual())
                .withQueries(queries())
                .withKeyspaces(List.of(Keyspace.of("music", Replication.simple(3))));
    }

    /** The model with the mapping assistant's own table for each query accepted. */
    public static Project project() {
        Project project = unmapped();
        for (Query query : queries()) {
            project = withFirstProposal(project, query.id());
        }
        return project;
    }

    /** The project with the mapping assistant's first table for the query accepted, as a user accepts it. */
    public static Project withFirstProposal(Project project, ElementId query) {
        MappingAssistant assistant = new MappingAssistant();
        return assistant
                .accept(project, query, assistant.propose(project, query).get(0))
                .apply(project);
    }
}
