package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.Edit;
import java.util.List;
import java.util.Objects;

/**
 * One way to mend what a target refuses: a short name to choose it by ("Legacy index"), what it does in words, and
 * the edits that make it. Without edits it is advice the user must follow by hand: there is no automatic fix.
 */
public record TargetFix(String name, String text, List<Edit> edits) {

    public TargetFix {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
        edits = List.copyOf(edits);
    }

    static TargetFix of(String name, String text, Edit... edits) {
        return new TargetFix(name, text, List.of(edits));
    }

    public boolean automatic() {
        return !edits.isEmpty();
    }
}
