package dev.keyspace.app.designer.versions;

import dev.keyspace.app.designer.deploy.ConnectionForm;
import dev.keyspace.cli.diff.DiffOutput;
import dev.keyspace.cluster.ClusterConnectionException;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.cluster.compare.SchemaComparison;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;

/**
 * One comparison of two sides, with no window: what the history window hands its worker thread (the project is
 * immutable, the connection read from the form beforehand) and the outcome it shows. Two states of the project
 * are compared by element id, so that a renamed table is a rename; a cluster has no element ids, so a comparison
 * with one goes by name, and with the cluster as the older side its changes are what a deploy of the newer would do.
 */
record Comparison(Project project, Side older, Side newer, ConnectionForm.Target target) {

    private static final DateTimeFormatter READ_AT =
            DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    boolean readsCluster() {
        return older.live() || newer.live();
    }

    /** What the window says while this comparison runs. */
    String working() {
        return readsCluster()
                ? "Reading the cluster at " + target.contactPoints().strip() + "…"
                : "Comparing…";
    }

    /**
     * Runs the comparison; on the worker thread. A cluster that cannot be reached or read is a {@link Failure} with
     * one sentence.
     */
    Result run(LiveSchema cluster) {
        if (older.live() && newer.live()) {
            return new Failure("Compare the cluster with the model or with a version, not with itself.");
        }
        Optional<Project> old = older.in(project);
        Optional<Project> now = newer.in(project);
        if (!readsCluster()) {
            if (old.isEmpty() || now.isEmpty()) {
                return new Shown(List.of(), Optional.empty(), "", "");
            }
            List<SchemaChange> found = new SchemaComparison().compare(old.get(), now.get(), true);
            return shown(found, "");
        }
        Project designed = old.or(() -> now).orElse(null);
        if (designed == null) {
            return new Shown(List.of(), Optional.empty(), "", "");
        }
        List<Identifier> names =
                designed.keyspaces().stream().map(Keyspace::name).toList();
        LiveSchema.Read read;
        try {
            read = cluster.read(target, names);
        } catch (ClusterConnectionException | LiveSchemaException e) {
            return new Failure(Sentence.of(oneSentence(e.getMessage())));
        } catch (IllegalArgumentException e) {
            return new Failure("The contact points are not right: " + oneSentence(e.getMessage()));
        } catch (RuntimeException e) {
            return new Failure("Could not read the schema of "
                    + target.contactPoints().strip() + ": " + oneSentence(e.getMessage()));
        }
        List<Keyspace> oldKeyspaces = old.map(Project::keyspaces).orElse(read.keyspaces());
        List<Keyspace> newKeyspaces = now.map(Project::keyspaces).orElse(read.keyspaces());
        List<SchemaChange> found = new SchemaComparison().compare(oldKeyspaces, newKeyspaces);
        return shown(found, "Read from " + read.from() + " at " + READ_AT.format(read.at()) + ".");
    }

    private Shown shown(List<SchemaChange> found, String source) {
        Optional<ChangedElements> model = newer.isModel() ? Optional.of(ChangedElements.in(project)) : Optional.empty();
        String summary = found.isEmpty() ? "No differences" : DiffOutput.summary(found);
        return new Shown(found, model, summary, source);
    }

    /** A message as the end of one sentence: its first line, ending with a full stop. */
    static String oneSentence(String message) {
        String line = message == null || message.isBlank()
                ? "no reason given"
                : message.strip().lines().findFirst().orElse("");
        return line.endsWith(".") ? line : line + ".";
    }

    /** What a comparison ends with. */
    sealed interface Result permits Shown, Failure {}

    /**
     * The changes from the older side to the newer, the model's elements when the newer is the model, and where and
     * when the cluster was read (empty without one).
     */
    record Shown(List<SchemaChange> changes, Optional<ChangedElements> model, String summary, String source)
            implements Result {}

    /** The comparison could not be made, in one sentence. */
    record Failure(String sentence) implements Result {}
}
