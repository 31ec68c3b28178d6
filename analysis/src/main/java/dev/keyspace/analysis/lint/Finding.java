package dev.keyspace.analysis.lint;

import dev.keyspace.model.validation.Severity;
import java.util.Objects;

/**
 * One problem the checker found: the rule, its severity, the element it is about (keyspace.table,
 * keyspace.view, keyspace or query label), what is wrong, and a concrete fix.
 */
public record Finding(String ruleId, Severity severity, String element, String message, String fix) {

    public Finding {
        Objects.requireNonNull(ruleId, "ruleId");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
    }
}
