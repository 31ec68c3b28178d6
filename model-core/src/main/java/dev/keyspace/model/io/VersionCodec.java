package dev.keyspace.model.io;

import static dev.keyspace.model.io.SchemaEncoder.array;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.versions.SchemaVersion;
import dev.keyspace.model.versions.VersionNames;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes and reads the project's {@code versions}: each with its name, the instant it was marked (UTC, to the
 * second), its note and its keyspaces as the model's are written, so a new version adds one block at the end of
 * the file and Git shows it as such. A version's element ids repeat the model's: they are unique within the
 * version only.
 */
final class VersionCodec {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private VersionCodec() {}

    static ArrayNode encode(List<SchemaVersion> versions) {
        return array(versions, version -> {
            ObjectNode json = JSON.objectNode();
            json.put("name", version.name());
            json.put("marked", version.marked().toString());
            json.put("note", version.note());
            json.set("keyspaces", array(version.keyspaces(), SchemaEncoder::keyspace));
            return json;
        });
    }

    static List<SchemaVersion> decode(JsonCursor json) {
        Set<String> names = new HashSet<>();
        return json.asList(version -> {
            version.object("name", "marked", "note", "keyspaces");
            JsonCursor name = version.field("name");
            VersionNames.problem(name.asString()).ifPresent(problem -> {
                throw name.problem(problem);
            });
            if (!names.add(name.asString())) {
                throw name.problem("there is already a version named " + name.asString());
            }
            Instant marked = instant(version.field("marked"));
            SchemaDecoder schema = new SchemaDecoder(new UniqueIds());
            return version.build(() -> new SchemaVersion(
                    name.asString(), marked, version.string("note"), version.list("keyspaces", schema::keyspace)));
        });
    }

    private static Instant instant(JsonCursor field) {
        try {
            return Instant.parse(field.asString());
        } catch (DateTimeParseException e) {
            throw field.problem("expected an instant such as 2026-11-29T10:15:30Z, found '" + field.asString() + "'");
        }
    }
}
