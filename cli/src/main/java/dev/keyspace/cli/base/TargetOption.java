package dev.keyspace.cli.base;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ProjectEdit;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.Optional;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --target 4.1|5.0|6.0}, shared by the commands whose verdicts follow a Cassandra release: the release to judge
 * and print for. Without it a project's own target holds, and 5.0 for a CQL file.
 */
public final class TargetOption {

    @Option(
            names = "--target",
            paramLabel = "VERSION",
            converter = VersionConverter.class,
            description =
                    "The Cassandra release to judge for: 4.1, 5.0 or 6.0 (default: the project's target; 5.0 for a"
                            + " CQL file).")
    private CassandraVersion target;

    /** The release given on the command line, if one was. */
    public Optional<CassandraVersion> given() {
        return Optional.ofNullable(target);
    }

    /** The release to read a CQL file for: the one given, else 5.0. */
    public CassandraVersion forCql() {
        return given().orElse(CassandraVersion.DEFAULT);
    }

    /** {@code project} with the release given (through the model's edit), or as it is. */
    public Project applyTo(Project project) {
        return target == null || target == project.target()
                ? project
                : new ProjectEdit.SetTarget(project.target(), target).apply(project);
    }

    /** A target none was given for: the project's, or 5.0. */
    public static TargetOption none() {
        return new TargetOption();
    }

    /** Reads {@code 4.1}, {@code 5.0} or {@code 6.0}; anything else is a usage error naming the versions there are. */
    static final class VersionConverter implements ITypeConverter<CassandraVersion> {
        @Override
        public CassandraVersion convert(String value) {
            return CassandraVersion.of(value.strip())
                    .orElseThrow(() -> new TypeConversionException("unknown Cassandra version '" + value
                            + "' (expected one of " + CassandraVersion.labels() + ")"));
        }
    }
}
