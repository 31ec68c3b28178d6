package dev.keyspace.analysis.check;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.validation.Severity;
import java.util.List;

/** What the checker reports: the active findings, and the suppressed ones with the suppression that hid them. */
public record CheckResult(List<Finding> findings, List<Suppressed> suppressed) {

    public record Suppressed(Finding finding, Suppression suppression) {}

    public CheckResult {
        findings = List.copyOf(findings);
        suppressed = List.copyOf(suppressed);
    }

    public boolean hasErrors() {
        return findings.stream().anyMatch(f -> f.severity() == Severity.ERROR);
    }
}
