package dev.keyspace.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cli.diff.DiffOutput;
import dev.keyspace.cli.diff.ProjectAtVersion;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.cluster.compare.SchemaComparison;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd diff OLD NEW}: every difference between two schemas, with the statements each needs. */
@Command(
        name = "diff",
        mixinStandardHelpOptions = true,
        description = {
            "List every difference between two schemas: keyspace options, types and fields, tables, columns, keys,"
                    + " clustering order, options, masks, indexes, views, functions and aggregates; each with whether"
                    + " Cassandra can make it in place and the statements that make it.",
            "OLD and NEW are each a project file (its model), FILE.ksd.json@VERSION (a marked version) or a .cql"
                    + " file; or a live cluster, given by --old-contact-points or --new-contact-points instead. Between"
                    + " two states of one project, a renamed table or view is recognised as a rename.",
            "Exit code 0 when the schemas are the same, 1 when they differ, 2 on bad input."
        })
public final class DiffCommand implements Callable<Integer> {

    enum Format {
        text,
        json
    }

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Parameters(arity = "0..2", paramLabel = "OLD NEW", description = "The schemas to compare, old first.")
    List<String> sides = new ArrayList<>();

    @Option(names = "--old-contact-points", paramLabel = "HOST:PORT[,...]", description = "OLD is this cluster.")
    String oldContactPoints;

    @Option(names = "--new-contact-points", paramLabel = "HOST:PORT[,...]", description = "NEW is this cluster.")
    String newContactPoints;

    @Option(
            names = "--keyspace",
            split = ",",
            paramLabel = "KS[,KS...]",
            description = "The keyspaces to read from a cluster (default: those the other side defines).")
    List<String> keyspaces = new ArrayList<>();

    @Option(names = "--format", defaultValue = "text", description = "text (default) or json.")
    Format format;

    @Override
    public Integer call() {
        if (connection.contactPoints != null) {
            throw new UserErrorException(
                    "ksd diff: say which side is the cluster: --old-contact-points or --new-contact-points");
        }
        int files = 2 - (oldContactPoints != null ? 1 : 0) - (newContactPoints != null ? 1 : 0);
        if (sides.size() != files) {
            throw new UserErrorException("ksd diff: expected " + files + (files == 1 ? " file" : " files")
                    + " besides the clusters named, found " + sides.size());
        }
        PrintWriter err = spec.commandLine().getErr();
        Optional<ProjectAtVersion> old =
                oldContactPoints == null ? Optional.of(ProjectAtVersion.read(sides.get(0), err)) : Optional.empty();
        Optional<ProjectAtVersion> now = newContactPoints == null
                ? Optional.of(ProjectAtVersion.read(sides.get(sides.size() - 1), err))
                : Optional.empty();
        List<SchemaChange> changes;
        String oldName;
        String newName;
        if (old.isPresent() && now.isPresent()) {
            boolean byId = old.get().isProject() && now.get().isProject();
            changes = new SchemaComparison()
                    .compare(old.get().project(), now.get().project(), byId);
            oldName = old.get().description();
            newName = now.get().description();
        } else {
            List<Identifier> names = keyspaceNames(old.or(() -> now));
            List<Keyspace> oldKeyspaces =
                    old.map(o -> o.project().keyspaces()).orElseGet(() -> live(oldContactPoints, names));
            List<Keyspace> newKeyspaces =
                    now.map(n -> n.project().keyspaces()).orElseGet(() -> live(newContactPoints, names));
            changes = new SchemaComparison().compare(oldKeyspaces, newKeyspaces);
            oldName = old.map(ProjectAtVersion::description).orElse(oldContactPoints);
            newName = now.map(ProjectAtVersion::description).orElse(newContactPoints);
        }
        spec.commandLine()
                .getOut()
                .print(format == Format.json ? DiffOutput.json(changes) : DiffOutput.text(oldName, newName, changes));
        spec.commandLine().getOut().flush();
        return changes.isEmpty() ? ExitCode.OK : ExitCode.FINDINGS;
    }

    private List<Identifier> keyspaceNames(Optional<ProjectAtVersion> other) {
        if (!keyspaces.isEmpty()) {
            return keyspaces.stream().map(String::strip).map(Identifier::of).toList();
        }
        if (other.isEmpty()) {
            throw new UserErrorException("ksd diff: comparing two clusters needs --keyspace");
        }
        return other.get().project().keyspaces().stream().map(Keyspace::name).toList();
    }

    private List<Keyspace> live(String contactPoints, List<Identifier> names) {
        connection.contactPoints = contactPoints;
        try (CqlSession session = DeployCommand.connect(connection, "ksd diff")) {
            return new LiveSchemaReader().readExisting(session, names);
        } catch (LiveSchemaException e) {
            throw new UserErrorException("ksd diff: " + e.getMessage(), e);
        }
    }
}
