package dev.keyspace.app.designer.versions;

import dev.keyspace.model.versions.SchemaVersion;
import java.util.List;

/** The name Mark Version offers first: v1, then one past the number of versions, skipping names taken. */
final class NextVersionName {

    private NextVersionName() {}

    static String after(List<SchemaVersion> versions) {
        int next = versions.size() + 1;
        while (taken(versions, "v" + next)) {
            next++;
        }
        return "v" + next;
    }

    private static boolean taken(List<SchemaVersion> versions, String name) {
        return versions.stream().anyMatch(v -> v.name().equals(name));
    }
}
