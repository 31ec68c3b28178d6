package dev.keyspace.model.versions;

import dev.keyspace.model.schema.Keyspace;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A released version of a project's schema, as it was when it was marked: its keyspaces with their element ids,
 * so that a later model compares with it element by element and a rename is seen as a rename.
 */
public record SchemaVersion(String name, Instant marked, String note, List<Keyspace> keyspaces) {

    public SchemaVersion {
        VersionNames.require(name);
        Objects.requireNonNull(marked, "marked");
        Objects.requireNonNull(note, "note");
        keyspaces = List.copyOf(keyspaces);
    }
}
