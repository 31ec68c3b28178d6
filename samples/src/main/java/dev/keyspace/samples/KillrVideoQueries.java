package dev.keyspace.samples;

import static dev.keyspace.samples.KillrVideoConceptual.*;
import static dev.keyspace.samples.SampleBuilder.*;

import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import java.util.Arrays;
import java.util.List;

/**
 * KillrVideo's application queries, in the order its workflow runs them. Each comes from the schema's own
 * "Supports queries" comment on the table that serves it, or from the corpus file of query examples
 * (schema-v5-query-examples.cql); the query's description says which.
 */
final class KillrVideoQueries {

    private static final String KS = "killrvideo";

    private KillrVideoQueries() {}

    static List<Query> all() {
        return List.of(
                q(
                        1,
                        "Authenticate a user by email (schema comment on user_credentials)",
                        "user_credentials",
                        eq(ref(CREDENTIALS, "email")),
                        none(),
                        none(),
                        refs(ref(CREDENTIALS, "password"), ref(USER, "userid"), ref(CREDENTIALS, "account_locked"))),
                q(
                        2,
                        "Count a user's failed login attempts (schema comment on login_attempts)",
                        "login_attempts",
                        eq(ref(CREDENTIALS, "email")),
                        none(),
                        none(),
                        refs(ref(CREDENTIALS, "failed_attempts"))),
                q(
                        3,
                        "Get a user by id (schema comment on users)",
                        "users",
                        eq(ref(USER, "userid")),
                        none(),
                        none(),
                        user("firstname", "lastname", "email", "created_date", "account_status", "last_login_date")),
                q(
                        4,
                        "Find a user by email, through the SAI index users_email_idx (schema comment on users)",
                        "users",
                        eq(ref(USER, "email")),
                        none(),
                        none(),
                        user("userid", "firstname", "lastname")),
                q(
                        5,
                        "List users by account status, email masked (query examples: data masking 1)",
                        "users",
                        eq(ref(USER, "account_status")),
                        none(),
                        none(),
                        user("userid", "firstname", "lastname", "email")),
                q(
                        6,
                        "Get a user's payment methods, card numbers masked (query examples: data masking 2)",
                        "payment_info",
                        eq(ref(USER, "userid")),
                        none(),
                        List.of(ordering(PAYMENT_METHOD, "payment_id", ClusteringOrder.ASC)),
                        refs(
                                ref(PAYMENT_METHOD, "payment_id"),
                                ref(PAYMENT_METHOD, "card_number"),
                                ref(PAYMENT_METHOD, "card_expiry"))),
                q(
                        7,
                        "Get a video by id (schema comment on videos)",
                        "videos",
                        eq(ref(VIDEO, "videoid")),
                        none(),
                        none(),
                        video(
                                "name",
                                "description",
                                "added_date",
                                "location",
                                "location_type",
                                "preview_image_location",
                                "tags",
                                "content_rating",
                                "category",
                                "language")),
                q(
                        8,
                        "Find videos by tag: tags CONTAINS ?, through the SAI index videos_tags_idx (query examples: SAI 1)",
                        "videos",
                        eq(ref(VIDEO, "tags")),
                        none(),
                        none(),
                        video("videoid", "name", "added_date", "preview_image_location")),
                q(
                        9,
                        "Find videos by category (query examples: SAI 2)",
                        "videos",
                        eq(ref(VIDEO, "category")),
                        none(),
                        none(),
                        video("videoid", "name", "preview_image_location")),
                q(
                        10,
                        "Find videos by language (query examples: SAI 3)",
                        "videos",
                        eq(ref(VIDEO, "language")),
                        none(),
                        none(),
                        video("videoid", "name")),
                q(
                        11,
                        "Find the videos a user uploaded, through videos_userid_idx (query examples: SAI 5)",
                        "videos",
                        eq(ref(USER, "userid")),
                        none(),
                        none(),
                        video("videoid", "name", "added_date")),
                q(
                        12,
                        "Get the latest videos of a day, newest first (schema comment on latest_videos)",
                        "latest_videos",
                        eq(ref(VIDEO, "day")),
                        none(),
                        List.of(
                                ordering(VIDEO, "added_date", ClusteringOrder.DESC),
                                ordering(VIDEO, "videoid", ClusteringOrder.ASC)),
                        video("videoid", "name", "added_date", "preview_image_location")),
                q(
                        13,
                        "Find videos added in a date range (query examples: time-based 2)",
                        "videos",
                        none(),
                        refs(ref(VIDEO, "added_date")),
                        none(),
                        video("videoid", "name", "added_date")),
                q(
                        14,
                        "Find videos similar to a content vector: ORDER BY ANN OF content_features (schema comment on videos)",
                        "videos",
                        none(),
                        none(),
                        List.of(ordering(VIDEO, "content_features", ClusteringOrder.ASC)),
                        video("videoid", "name", "category")),
                q(
                        15,
                        "Get a video's playback statistics (schema comment on video_playback_stats)",
                        "video_playback_stats",
                        eq(ref(VIDEO, "videoid")),
                        none(),
                        none(),
                        video("views", "total_play_time", "complete_views", "unique_viewers")),
                q(
                        16,
                        "Get a tag and its related tags (schema comment on tags)",
                        "tags",
                        eq(ref(TAG, "tag")),
                        none(),
                        none(),
                        refs(ref(TAG, "related_tags"), ref(TAG, "category"))),
                q(
                        17,
                        "Find the tags of a category, through tags_category_idx (schema comment on tags_category_idx)",
                        "tags",
                        eq(ref(TAG, "category")),
                        none(),
                        none(),
                        refs(ref(TAG, "tag"))),
                q(
                        18,
                        "Get a tag's popularity (schema comment on tag_counts)",
                        "tag_counts",
                        eq(ref(TAG, "tag")),
                        none(),
                        none(),
                        refs(ref(TAG, "count"))),
                q(
                        19,
                        "Get the comments of a video, newest first (schema comment on comments)",
                        "comments",
                        eq(ref(VIDEO, "videoid")),
                        none(),
                        List.of(ordering(COMMENT, "commentid", ClusteringOrder.DESC)),
                        refs(
                                ref(COMMENT, "commentid"),
                                ref(COMMENT, "comment"),
                                ref(USER, "userid"),
                                ref(COMMENT, "sentiment_score"))),
                q(
                        20,
                        "Get a user's comments across all videos, newest first (schema comment on comments_by_user)",
                        "comments_by_user",
                        eq(ref(USER, "userid")),
                        none(),
                        List.of(ordering(COMMENT, "commentid", ClusteringOrder.DESC)),
                        refs(
                                ref(COMMENT, "commentid"),
                                ref(COMMENT, "comment"),
                                ref(VIDEO, "videoid"),
                                ref(COMMENT, "sentiment_score"))),
                q(
                        21,
                        "Get a video's average rating from its rating counters (schema comment on video_ratings)",
                        "video_ratings",
                        eq(ref(VIDEO, "videoid")),
                        none(),
                        none(),
                        video("rating_counter", "rating_total")),
                q(
                        22,
                        "Check whether a user rated a video, and how (schema comment on video_ratings_by_user)",
                        "video_ratings_by_user",
                        eq(ref(VIDEO, "videoid"), ref(USER, "userid")),
                        none(),
                        none(),
                        refs(ref(RATES, "rating"), ref(RATES, "rating_date"))),
                q(
                        23,
                        "Get a user's preferences for recommendations (schema comment on user_preferences)",
                        "user_preferences",
                        eq(ref(USER, "userid")),
                        none(),
                        none(),
                        user("preference_vector", "tag_preferences", "category_preferences", "last_updated")),
                q(
                        24,
                        "Find content pending review: needs ALLOW FILTERING (query examples: data masking 3)",
                        "content_moderation",
                        eq(ref(FLAG, "status")),
                        none(),
                        none(),
                        flag("contentid", "content_type", "status", "flagged_reason")),
                q(
                        25,
                        "Get the moderation flags of a video or comment (schema comment on content_moderation)",
                        "content_moderation",
                        eq(ref(FLAG, "contentid")),
                        none(),
                        List.of(ordering(FLAG, "flagid", ClusteringOrder.ASC)),
                        flag("flagid", "content_type", "status", "flagged_reason", "reviewer", "review_date")),
                q(
                        26,
                        "Get a video's moderation audit trail, newest first (moderation_audit has no comment; its primary key says so)",
                        "moderation_audit",
                        eq(ref(VIDEO, "videoid")),
                        none(),
                        List.of(ordering(MODERATION_ACTION, "ts", ClusteringOrder.DESC)),
                        refs(
                                ref(MODERATION_ACTION, "ts"),
                                ref(FLAG, "flagid"),
                                ref(MODERATION_ACTION, "action"),
                                ref(MODERATION_ACTION, "actor"),
                                ref(MODERATION_ACTION, "details"))),
                q(
                        27,
                        "Get a video's hourly engagement on a day (query examples: time-based 3)",
                        "video_engagement",
                        eq(ref(VIDEO, "videoid"), ref(ENGAGEMENT, "day")),
                        none(),
                        List.of(ordering(ENGAGEMENT, "hour", ClusteringOrder.ASC)),
                        refs(ref(ENGAGEMENT, "hour"), ref(ENGAGEMENT, "engagement_metrics"))),
                q(
                        28,
                        "Build a user's activity timeline for a day (schema comment on user_activity)",
                        "user_activity",
                        eq(ref(USER, "userid"), ref(ACTIVITY, "day")),
                        none(),
                        List.of(
                                ordering(ACTIVITY, "activity_type", ClusteringOrder.ASC),
                                ordering(ACTIVITY, "activity_timestamp", ClusteringOrder.DESC)),
                        refs(
                                ref(ACTIVITY, "activity_type"),
                                ref(ACTIVITY, "activity_timestamp"),
                                ref(ACTIVITY, "activity_id"))),
                q(
                        29,
                        "List the videos imported from a YouTube source, newest first (schema comment on youtube_videos)",
                        "youtube_videos",
                        eq(ref(YOUTUBE_VIDEO, "sourceid")),
                        none(),
                        List.of(ordering(YOUTUBE_VIDEO, "published_at", ClusteringOrder.DESC)),
                        refs(
                                ref(YOUTUBE_VIDEO, "youtube_video_id"),
                                ref(YOUTUBE_VIDEO, "published_at"),
                                ref(YOUTUBE_VIDEO, "name"),
                                ref(YOUTUBE_VIDEO, "used"))));
    }

    private static Query q(
            int n,
            String description,
            String table,
            List<AttributeRef> equality,
            List<AttributeRef> range,
            List<Ordering> ordering,
            List<AttributeRef> returned) {
        return query(n, description, pattern(equality, range, ordering, returned), tableId(KS, table));
    }

    private static List<AttributeRef> eq(AttributeRef... attributes) {
        return List.of(attributes);
    }

    private static <T> List<T> none() {
        return List.of();
    }

    private static List<AttributeRef> refs(AttributeRef... attributes) {
        return List.of(attributes);
    }

    private static List<AttributeRef> user(String... attributes) {
        return of(USER, attributes);
    }

    private static List<AttributeRef> video(String... attributes) {
        return of(VIDEO, attributes);
    }

    private static List<AttributeRef> flag(String... attributes) {
        return of(FLAG, attributes);
    }

    private static List<AttributeRef> of(ElementId owner, String... attributes) {
        return Arrays.stream(attributes).map(a -> ref(owner, a)).toList();
    }
}
