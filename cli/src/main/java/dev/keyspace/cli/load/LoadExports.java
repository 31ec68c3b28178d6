package dev.keyspace.cli.load;

import dev.keyspace.model.Project;
import dev.keyspace.model.workload.Mix;
import java.util.List;

/** The load tools' files for a project and one of its mixes: cassandra-stress profiles and a NoSQLBench workload. */
public final class LoadExports {

    /** One cassandra-stress profile: the file name it is written under in the folder, and its YAML. */
    public record Profile(String fileName, String yaml) {}

    private LoadExports() {}

    /** A profile per table; {@code source} names the project file in the comments. */
    public static List<Profile> stress(Project project, Mix mix, String source) {
        return StressProfiles.of(LoadPlan.of(project, mix), source);
    }

    /** The workload, to be written as {@code fileName}. */
    public static String nosqlbench(Project project, Mix mix, String fileName, String source) {
        return NoSqlBenchWorkload.of(LoadPlan.of(project, mix), fileName, source);
    }
}
