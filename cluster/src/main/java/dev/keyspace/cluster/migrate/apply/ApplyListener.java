package dev.keyspace.cluster.migrate.apply;

/** What {@code --apply} is doing, as it does it; called from the applying thread and, for copies, its workers. */
public interface ApplyListener {

    ApplyListener NONE = new ApplyListener() {};

    default void scriptStarting(MigrationScript script, int items, int resumingAt) {}

    default void itemStarting(MigrationScript script, int index, ScriptItems.Item item) {}

    default void statementApplied(MigrationScript script, int index, String cql, long millis) {}

    /** A copy has finished {@code done} of its {@code ranges} token ranges, {@code rows} rows read so far. */
    default void copyProgress(ScriptItems.Copy copy, int done, int ranges, long rows) {}

    default void copyFinished(ScriptItems.Copy copy, CopyResult result) {}

    default void scriptFinished(MigrationScript script, boolean success) {}
}
