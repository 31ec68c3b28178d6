package dev.keyspace.cluster.migrate.apply;

import java.util.List;
import java.util.Optional;

/** What {@code --apply} did: each script it took up, how it ended, and the copies it made. */
public record ApplyReport(List<ScriptOutcome> scripts) {

    public enum Status {
        APPLIED,
        FAILED,
        /** Stopped when asked, between statements or in a copy; the next run goes on from there. */
        STOPPED,
        NOT_RUN
    }

    public record ScriptOutcome(
            MigrationScript script, Status status, Optional<String> failure, List<CopyResult> copies) {
        public ScriptOutcome {
            copies = List.copyOf(copies);
        }
    }

    public ApplyReport {
        scripts = List.copyOf(scripts);
    }

    public boolean succeeded() {
        return scripts.stream().allMatch(s -> s.status() == Status.APPLIED);
    }
}
