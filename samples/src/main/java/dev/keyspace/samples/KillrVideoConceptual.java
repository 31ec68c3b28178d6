package dev.keyspace.samples;

import static dev.keyspace.samples.SampleBuilder.relationship;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.schema.ElementId;
import java.util.List;

/**
 * The Chen model of KillrVideo, read back from the tables of its Cassandra 5.0 schema: who the users are,
 * what they upload, watch, tag, comment on and rate, and how content is moderated. Attribute names are the
 * schema's column names, so each query's attributes find their columns.
 */
final class KillrVideoConceptual {

    static final ElementId USER = ElementId.of("entity:user");
    static final ElementId CREDENTIALS = ElementId.of("entity:credentials");
    static final ElementId PAYMENT_METHOD = ElementId.of("entity:payment_method");
    static final ElementId VIDEO = ElementId.of("entity:video");
    static final ElementId TAG = ElementId.of("entity:tag");
    static final ElementId COMMENT = ElementId.of("entity:comment");
    static final ElementId FLAG = ElementId.of("entity:flag");
    static final ElementId MODERATION_ACTION = ElementId.of("entity:moderation_action");
    static final ElementId ENGAGEMENT = ElementId.of("entity:engagement");
    static final ElementId ACTIVITY = ElementId.of("entity:activity");
    static final ElementId YOUTUBE_VIDEO = ElementId.of("entity:youtube_video");

    /** The relationship whose own attributes are a user's rating of a video. */
    static final ElementId RATES = ElementId.of("relationship:rates");

    private KillrVideoConceptual() {}

    static ConceptualModel model() {
        return new ConceptualModel(entities(), relationships()).withPopulation(population());
    }

    private static List<Entity> entities() {
        return List.of(
                new Entity(
                        USER,
                        "User",
                        List.of(
                                Attribute.key("userid", "uuid"),
                                Attribute.of("firstname", "text"),
                                Attribute.of("lastname", "text"),
                                Attribute.of("email", "text"),
                                Attribute.of("created_date", "timestamp"),
                                Attribute.of("account_status", "text"),
                                Attribute.of("last_login_date", "timestamp"),
                                Attribute.of("preference_vector", "vector<float, 384>"),
                                Attribute.multiValued("tag_preferences", "float"),
                                Attribute.multiValued("category_preferences", "float"),
                                Attribute.of("last_updated", "timestamp"))),
                new Entity(
                        CREDENTIALS,
                        "Credentials",
                        List.of(
                                Attribute.key("email", "text"),
                                Attribute.of("password", "text"),
                                Attribute.of("account_locked", "boolean"),
                                Attribute.of("failed_attempts", "counter"))),
                new Entity(
                        PAYMENT_METHOD,
                        "PaymentMethod",
                        List.of(
                                Attribute.key("payment_id", "uuid"),
                                Attribute.of("card_number", "text"),
                                Attribute.of("card_expiry", "date"),
                                Attribute.of("billing_address", "text"))),
                new Entity(VIDEO, "Video", videoAttributes()),
                new Entity(
                        TAG,
                        "Tag",
                        List.of(
                                Attribute.key("tag", "text"),
                                Attribute.of("tag_vector", "vector<float, 384>"),
                                Attribute.multiValued("related_tags", "text"),
                                Attribute.of("category", "text"),
                                Attribute.of("count", "counter"))),
                new Entity(
                        COMMENT,
                        "Comment",
                        List.of(
                                Attribute.key("commentid", "timeuuid"),
                                Attribute.of("comment", "text"),
                                Attribute.of("sentiment_score", "float"))),
                new Entity(
                        FLAG,
                        "Flag",
                        List.of(
                                Attribute.key("flagid", "timeuuid"),
                                Attribute.of("contentid", "uuid"),
                                Attribute.of("content_type", "text"),
                                Attribute.of("status", "text"),
                                Attribute.of("flagged_reason", "text"),
                                Attribute.of("reviewer", "uuid"),
                                Attribute.of("review_date", "timestamp"))),
                new Entity(
                        MODERATION_ACTION,
                        "ModerationAction",
                        List.of(
                                Attribute.key("ts", "timestamp"),
                                Attribute.of("action", "text"),
                                Attribute.of("actor", "uuid"),
                                Attribute.of("details", "text"))),
                new Entity(
                        ENGAGEMENT,
                        "Engagement",
                        List.of(
                                Attribute.key("day", "date"),
                                Attribute.key("hour", "int"),
                                Attribute.of("engagement_metrics", "vector<float, 8>"))),
                new Entity(
                        ACTIVITY,
                        "Activity",
                        List.of(
                                Attribute.key("activity_id", "timeuuid"),
                                Attribute.of("activity_type", "text"),
                                Attribute.of("activity_timestamp", "timestamp"),
                                Attribute.of("day", "date"))),
                new Entity(
                        YOUTUBE_VIDEO,
                        "YouTubeVideo",
                        List.of(
                                Attribute.key("youtube_video_id", "text"),
                                Attribute.of("sourceid", "text"),
                                Attribute.of("published_at", "timestamp"),
                                Attribute.of("name", "text"),
                                Attribute.of("description", "text"),
                                Attribute.of("used", "boolean"),
                                Attribute.of("content_features", "vector<float, 384>"))));
    }

    /** A video's metadata, its playback statistics and its rating totals (the counters of the schema). */
    private static List<Attribute> videoAttributes() {
        return List.of(
                Attribute.key("videoid", "uuid"),
                Attribute.of("name", "text"),
                Attribute.of("description", "text"),
                Attribute.of("added_date", "timestamp"),
                Attribute.of("day", "date"),
                Attribute.of("location", "text"),
                Attribute.of("location_type", "int"),
                Attribute.of("preview_image_location", "text"),
                Attribute.multiValued("tags", "text"),
                Attribute.of("content_features", "vector<float, 384>"),
                Attribute.of("content_rating", "text"),
                Attribute.of("category", "text"),
                Attribute.of("language", "text"),
                Attribute.of("views", "counter"),
                Attribute.of("total_play_time", "counter"),
                Attribute.of("complete_views", "counter"),
                Attribute.of("unique_viewers", "counter"),
                Attribute.of("rating_counter", "counter"),
                Attribute.of("rating_total", "counter"));
    }

    private static List<Relationship> relationships() {
        return List.of(
                relationship("signs_in_with", "SignsInWith", USER, Cardinality.ONE, CREDENTIALS, Cardinality.ONE),
                relationship("pays_with", "PaysWith", USER, Cardinality.ONE, PAYMENT_METHOD, Cardinality.N),
                relationship("uploads", "Uploads", USER, Cardinality.ONE, VIDEO, Cardinality.N),
                relationship("tagged", "TaggedWith", VIDEO, Cardinality.M, TAG, Cardinality.N),
                relationship("writes", "Writes", USER, Cardinality.ONE, COMMENT, Cardinality.N),
                relationship("about", "About", COMMENT, Cardinality.N, VIDEO, Cardinality.ONE),
                relationship(
                        "rates",
                        "Rates",
                        USER,
                        Cardinality.M,
                        VIDEO,
                        Cardinality.N,
                        Attribute.of("rating", "int"),
                        Attribute.of("rating_date", "timestamp")),
                relationship("flags", "Flags", FLAG, Cardinality.N, VIDEO, Cardinality.ONE),
                relationship("records", "Records", FLAG, Cardinality.ONE, MODERATION_ACTION, Cardinality.N),
                relationship("measures", "Measures", VIDEO, Cardinality.ONE, ENGAGEMENT, Cardinality.N),
                relationship("performs", "Performs", USER, Cardinality.ONE, ACTIVITY, Cardinality.N),
                relationship("imports", "Imports", YOUTUBE_VIDEO, Cardinality.ONE, VIDEO, Cardinality.ONE));
    }

    /**
     * A video site of a million users, each with one set of credentials, one or two payment methods, five uploads,
     * 50 comments and 20 ratings on average; five million videos with five tags, ten comments and a flag or two;
     * moderation three actions per flag; engagement and activity kept per video and per user.
     */
    private static Population population() {
        return new SamplePopulation()
                .count(USER, 1_000_000)
                .count(CREDENTIALS, 1_000_000)
                .count(PAYMENT_METHOD, 1_500_000)
                .count(VIDEO, 5_000_000)
                .count(TAG, 100_000)
                .count(COMMENT, 50_000_000)
                .count(FLAG, 100_000)
                .count(MODERATION_ACTION, 300_000)
                .count(ENGAGEMENT, 50_000_000)
                .count(ACTIVITY, 100_000_000)
                .count(YOUTUBE_VIDEO, 500_000)
                .end("signs_in_with", 0, 1, 1)
                .end("signs_in_with", 1, 1, 1)
                .end("pays_with", 0, 1, 1)
                .end("pays_with", 1, 1.5, 10)
                .end("uploads", 0, 1, 1)
                .end("uploads", 1, 5, 10_000)
                .end("tagged", 0, 250, 500_000)
                .end("tagged", 1, 5, 30)
                .end("writes", 0, 1, 1)
                .end("writes", 1, 50, 30_000)
                .end("about", 0, 10, 30_000)
                .end("about", 1, 1, 1)
                .end("rates", 0, 4, 1_000_000)
                .end("rates", 1, 20, 10_000)
                .end("flags", 0, 2, 100)
                .end("flags", 1, 1, 1)
                .end("records", 0, 1, 1)
                .end("records", 1, 3, 100)
                .end("measures", 0, 1, 1)
                .end("measures", 1, 10, 365)
                .end("performs", 0, 1, 1)
                .end("performs", 1, 100, 100_000)
                .end("imports", 0, 1, 1)
                .end("imports", 1, 1, 1)
                .build();
    }
}
