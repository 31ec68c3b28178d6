package dev.keyspace.samples;

import static dev.keyspace.samples.SampleBuilder.tableId;

import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.Map;
import java.util.Optional;

/**
 * The KillrVideo tables whose rows the model cannot count from its entities: a partition key holding a day, a
 * source or a flagged content rather than an entity's key, or a clustering user the model would reach through
 * uploads rather than ratings. Each sets its own rows per partition (average and worst) and partitions, for a
 * site of five million videos over ten years.
 */
final class KillrVideoSizing {

    private static final String KS = "killrvideo";

    private KillrVideoSizing() {}

    static Map<ElementId, SizingAssumptions> tables() {
        return Map.of(
                // the videos added on one day: 5,000,000 over 3,650 days
                tableId(KS, "latest_videos"), rows(1_370, 10_000, 3_650),
                // the users who rated one video
                tableId(KS, "video_ratings_by_user"), rows(4, 10_000, 5_000_000),
                // the flags on one flagged content: 100,000 flags, two per content
                tableId(KS, "content_moderation"), rows(2, 100, 50_000),
                // the hours of one video's day
                tableId(KS, "video_engagement"), rows(24, 24, 50_000_000),
                // one user's activities on one day
                tableId(KS, "user_activity"), rows(10, 1_000, 100_000_000),
                // the videos of one YouTube source
                tableId(KS, "youtube_videos"), rows(500, 20_000, 1_000));
    }

    private static SizingAssumptions rows(double average, double worst, long partitions) {
        return new SizingAssumptions(Optional.of(average), Optional.of(worst), Optional.of(partitions), Map.of());
    }
}
