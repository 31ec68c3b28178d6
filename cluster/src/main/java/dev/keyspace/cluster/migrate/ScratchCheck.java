package dev.keyspace.cluster.migrate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cluster.SchemaAgreement;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.cluster.compare.SchemaComparison;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.migrate.apply.ApplyListener;
import dev.keyspace.cluster.migrate.apply.ApplyReport;
import dev.keyspace.cluster.migrate.apply.CopyOptions;
import dev.keyspace.cluster.migrate.apply.HistoryTable;
import dev.keyspace.cluster.migrate.apply.MigrationRunner;
import dev.keyspace.cluster.migrate.apply.MigrationScript;
import dev.keyspace.cluster.migrate.apply.TableName;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks migration scripts on a cluster before they are written, as {@code ksd prove} measures a design: the old
 * schema is deployed under scratch keyspace names ({@code kc1_hotel}, replicated once), the scripts planned for
 * the scratch names are applied to it with the runner, copies and all, and the schema they leave must be the new
 * one. What Cassandra refuses is reported against the script it is in. The scratch keyspaces are dropped at the
 * end, whatever happened; the user's own keyspaces are never touched.
 */
public final class ScratchCheck {

    static final String PREFIX = "kc";
    private static final int NAME_LIMIT = 48; // Cassandra's SchemaConstants.NAME_LENGTH
    private static final Duration DDL_BOUND = Duration.ofSeconds(60);

    private final CqlSession session;

    public ScratchCheck(CqlSession session) {
        this.session = session;
    }

    /** What the cluster refused in the scripts {@code style} would name, in words; empty when they all ran. */
    public List<String> check(Project old, Project now, boolean byId, ScriptStyle style, long firstVersion)
            throws InterruptedException {
        Optional<String> dc = localDatacenter();
        Map<Identifier, Identifier> names = scratchNames(old, now);
        Project scratchOld = scratch(old, names, dc);
        Project scratchNow = scratch(now, names, dc);
        List<MigrationStep> steps = new MigrationPlanner().plan(scratchOld, scratchNow, byId);
        ScriptWriter.Result written =
                new ScriptWriter().write(scratchOld, steps, style, firstVersion, Optional.empty());
        Identifier history = Identifier.of(PREFIX + "_history");
        try {
            dropAll(names.values(), history);
            List<String> refusals = new ArrayList<>();
            DeployReport deployed = new Deployment(session, new DeployPlanner().plan(session, scratchOld, true))
                    .run(DeployListener.NONE);
            deployed.failure()
                    .ifPresent(f -> refusals.add("the old schema could not be made on the cluster: "
                            + f.statement().cql().lines().findFirst().orElse("") + ": "
                            + f.message().orElse("")));
            if (!refusals.isEmpty()) {
                return refusals;
            }
            List<MigrationScript> scripts = new ArrayList<>();
            long version = firstVersion;
            for (ScriptWriter.Script script : written.scripts()) {
                if (!script.fileName().endsWith(".down.cql")) {
                    scripts.add(new MigrationScript(version++, script.fileName(), script.text()));
                }
            }
            MigrationRunner runner = new MigrationRunner(
                    session,
                    new HistoryTable(session, new TableName(history, Identifier.of("applied"))),
                    new CopyOptions(2, 0, 500, 16, DefaultConsistencyLevel.ONE),
                    MigrationRunner.DEFAULT_AGREEMENT_BOUND);
            ApplyReport report = runner.apply(runner.plan(scripts, true), ApplyListener.NONE);
            for (ApplyReport.ScriptOutcome outcome : report.scripts()) {
                outcome.failure().ifPresent(f -> refusals.add(unscratched(f, names)));
            }
            if (report.succeeded()) {
                session.refreshSchema();
                List<Identifier> wanted =
                        scratchNow.keyspaces().stream().map(Keyspace::name).toList();
                for (SchemaChange left : new SchemaComparison()
                        .compare(new LiveSchemaReader().readExisting(session, wanted), scratchNow.keyspaces())) {
                    refusals.add("after the scripts, the cluster's " + unscratched(left.element(), names)
                            + " is not as the new schema has it: " + String.join("; ", left.details()));
                }
            }
            return refusals;
        } catch (LiveSchemaException e) {
            return List.of("the cluster's scratch keyspaces could not be read: " + e.getMessage());
        } finally {
            dropAll(names.values(), history);
        }
    }

    /** A scratch name for each keyspace of either side, by the user's name, numbered in name order. */
    private static Map<Identifier, Identifier> scratchNames(Project old, Project now) {
        java.util.TreeMap<String, Identifier> all = new java.util.TreeMap<>();
        java.util.stream.Stream.concat(old.keyspaces().stream(), now.keyspaces().stream())
                .map(Keyspace::name)
                .forEach(n -> all.put(n.internal(), n));
        Map<Identifier, Identifier> names = new java.util.LinkedHashMap<>();
        int index = 1;
        for (Identifier name : all.values()) {
            names.put(name, scratchName(name, index++));
        }
        return names;
    }

    /** The project's keyspaces under their scratch names, replicated once. */
    private static Project scratch(Project project, Map<Identifier, Identifier> names, Optional<String> dc) {
        Replication once =
                dc.map(d -> Replication.networkTopology(Map.of(d, 1))).orElse(Replication.simple(1));
        Project scratch = project;
        for (Keyspace keyspace : project.keyspaces()) {
            Identifier name = names.get(keyspace.name());
            scratch = new KeyspaceEdit.Rename(keyspace.name(), name).apply(scratch);
            scratch = new KeyspaceEdit.SetReplication(name, once).apply(scratch);
        }
        return scratch;
    }

    static Identifier scratchName(Identifier keyspace, int index) {
        String name = PREFIX + index + "_" + keyspace.internal();
        return Identifier.of(name.length() > NAME_LIMIT ? name.substring(0, NAME_LIMIT) : name);
    }

    /** A message with the scratch keyspace names as the user wrote them. */
    private static String unscratched(String text, Map<Identifier, Identifier> names) {
        String result = text;
        for (Map.Entry<Identifier, Identifier> name : names.entrySet()) {
            result = result.replace(name.getValue().asCql() + ".", name.getKey().asCql() + ".");
        }
        return result;
    }

    private Optional<String> localDatacenter() {
        return session.getMetadata().getNodes().values().stream()
                .filter(n -> n.getState() == NodeState.UP && n.getDatacenter() != null)
                .map(Node::getDatacenter)
                .sorted()
                .findFirst();
    }

    private void dropAll(java.util.Collection<Identifier> names, Identifier history) throws InterruptedException {
        List<Identifier> all = new ArrayList<>(names);
        all.add(history);
        CqlChangeWriter writer = new CqlChangeWriter();
        session.refreshSchema();
        for (Identifier name : all) {
            if (!name.internal().startsWith(PREFIX)) {
                throw new IllegalArgumentException("ksd drops only its own scratch keyspaces, not " + name);
            }
            Optional<KeyspaceMetadata> exists = session.getMetadata().getKeyspace(name.asCql());
            if (exists.isPresent()) {
                SchemaAgreement.execute(
                        session,
                        SimpleStatement.newInstance(
                                        writer.dropKeyspaceIfExists(name).strip())
                                .setTimeout(DDL_BOUND),
                        DDL_BOUND);
            }
        }
    }
}
