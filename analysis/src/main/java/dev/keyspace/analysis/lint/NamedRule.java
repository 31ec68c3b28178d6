package dev.keyspace.analysis.lint;

import dev.keyspace.model.validation.Severity;
import java.util.Objects;

/** A rule of the catalogue: its id and the severity it reports by default are given once, when it is made. */
public abstract class NamedRule implements Rule {

    private final String id;
    private final Severity defaultSeverity;

    protected NamedRule(String id, Severity defaultSeverity) {
        this.id = Objects.requireNonNull(id, "id");
        this.defaultSeverity = Objects.requireNonNull(defaultSeverity, "defaultSeverity");
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final Severity defaultSeverity() {
        return defaultSeverity;
    }
}
