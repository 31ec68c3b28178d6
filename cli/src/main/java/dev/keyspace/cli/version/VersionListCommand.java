package dev.keyspace.cli.version;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.versions.SchemaVersion;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd version list FILE}: the versions a project keeps, oldest first. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List the project's versions, oldest first.")
public final class VersionListCommand implements Callable<Integer> {

    enum Format {
        text,
        json
    }

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE.ksd.json", description = "The project file.")
    Path file;

    @Option(names = "--format", defaultValue = "text", description = "text (default) or json.")
    Format format;

    @Override
    public Integer call() {
        Project project = ProjectInputs.load(file, spec.commandLine().getErr());
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.json) {
            out.println(json(project.versions()));
        } else if (project.versions().isEmpty()) {
            out.println(file + " has no versions yet; mark one with: ksd version add " + file + " --name v1");
        } else {
            for (SchemaVersion version : project.versions()) {
                out.println(version.name() + "  " + version.marked() + "  " + size(version.keyspaces())
                        + (version.note().isEmpty() ? "" : "  " + version.note()));
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    static String size(Project project) {
        return size(project.keyspaces());
    }

    private static String size(List<Keyspace> keyspaces) {
        int tables = keyspaces.stream().mapToInt(k -> k.tables().size()).sum();
        return keyspaces.size()
                + (keyspaces.size() == 1 ? " keyspace, " : " keyspaces, ")
                + tables
                + (tables == 1 ? " table" : " tables");
    }

    private static String json(List<SchemaVersion> versions) {
        List<Map<String, Object>> entries = versions.stream()
                .map(version -> {
                    Map<String, Object> entry = new LinkedHashMap<>();
                    entry.put("name", version.name());
                    entry.put("marked", version.marked().toString());
                    entry.put("note", version.note());
                    entry.put(
                            "keyspaces",
                            version.keyspaces().stream()
                                    .map(k -> k.name().internal())
                                    .toList());
                    entry.put(
                            "tables",
                            version.keyspaces().stream()
                                    .mapToInt(k -> k.tables().size())
                                    .sum());
                    return entry;
                })
                .toList();
        return PrettyJson.of(Map.of("versions", entries));
    }
}
