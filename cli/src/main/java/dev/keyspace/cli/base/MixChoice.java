package dev.keyspace.cli.base;

import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import java.nio.file.Path;
import java.util.stream.Collectors;

/** The mix a command runs: the one named, or the only one; refused (exit 2) with the names otherwise. */
public final class MixChoice {

    private MixChoice() {}

    public static Mix of(Workload workload, String name, Path file) {
        if (workload.isEmpty()) {
            throw new UserErrorException(file + ": the project has no workload; give its queries and writes rates"
                    + " (analysis.workload in the project file, docs/project-file.md)");
        }
        if (name == null) {
            if (workload.mixes().size() > 1) {
                throw new UserErrorException(
                        file + ": the workload has several mixes; choose one with --mix: " + names(workload));
            }
            return workload.mixes().get(0);
        }
        return workload.mix(name)
                .orElseThrow(() -> new UserErrorException(
                        file + ": no mix named " + name + "; the mixes are: " + names(workload)));
    }

    private static String names(Workload workload) {
        return workload.mixes().stream().map(Mix::name).collect(Collectors.joining(", "));
    }
}
