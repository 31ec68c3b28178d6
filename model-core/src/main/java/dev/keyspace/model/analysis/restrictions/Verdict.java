package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.DesignerInvariantMessages;
import java.util.Objects;
import java.util.Optional;

/** The validator's answer: accepted with how data is read, or rejected with Cassandra's own message. */
public record Verdict(boolean accepted, String message, Optional<Access> access) {

    public Verdict {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(access, "access");
        if (accepted != access.isPresent()) {
            throw new IllegalArgumentException(DesignerInvariantMessages.VERDICT_ACCESS);
        }
    }

    public static Verdict accepted(Access access) {
        return new Verdict(true, "", Optional.of(access));
    }

    public static Verdict rejected(String message) {
        return new Verdict(false, message, Optional.empty());
    }
}
