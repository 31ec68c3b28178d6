package dev.keyspace.model.settings;

import java.util.Objects;

/** A finding the designer accepts: rule {@code ruleId} on one element (keyspace.table or query label), and why. */
public record Suppression(String ruleId, String element, String reason) {

    public Suppression {
        Objects.requireNonNull(ruleId, "ruleId");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(reason, "reason");
        if (ruleId.isBlank() || element.isBlank()) {
            throw new IllegalArgumentException("a suppression names a rule and an element");
        }
        if (reason.isBlank()) {
            throw new IllegalArgumentException("a suppression of " + ruleId + " on " + element + " needs a reason");
        }
    }

    public boolean matches(String findingRule, String findingElement) {
        return ruleId.equals(findingRule) && element.equals(findingElement);
    }
}
