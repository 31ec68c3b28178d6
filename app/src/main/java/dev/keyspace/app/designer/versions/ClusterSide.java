package dev.keyspace.app.designer.versions;

import dev.keyspace.app.designer.deploy.ClusterWork;
import dev.keyspace.app.designer.deploy.ConnectionForm;
import dev.keyspace.model.schema.Identifier;
import java.time.Clock;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Reads a cluster's keyspaces for the history window, once: while the connection is the same and the keyspaces
 * asked for were asked for before, a comparison after an edit uses what was read, or fails as it failed (a
 * cluster is not asked again on every edit of the model); {@link #forget()} makes the next comparison ask it
 * again. Each read connects, reads {@code system_schema} and disconnects.
 */
final class ClusterSide implements LiveSchema {

    private record Key(String contactPoints, String datacenter, String user) {}

    /** A read, or the failure of one ({@code read} null). */
    private record Kept(Key key, Set<Identifier> asked, Read read, RuntimeException failure) {}

    private final Clock clock;
    private volatile Kept kept;

    ClusterSide(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Read read(ConnectionForm.Target target, List<Identifier> keyspaces) {
        Key key = new Key(
                target.contactPoints().strip(),
                target.datacenter().strip(),
                target.user().strip());
        Kept before = kept;
        if (before != null && before.key().equals(key) && before.asked().containsAll(keyspaces)) {
            if (before.read() == null) {
                throw before.failure();
            }
            return only(before.read(), keyspaces);
        }
        Set<Identifier> asked = new HashSet<>(keyspaces);
        if (before != null && before.read() != null && Objects.equals(before.key(), key)) {
            asked.addAll(before.asked());
        }
        List<Identifier> names = List.copyOf(asked);
        try (ClusterWork work = target.connect()) {
            Read read = new Read(work.readExisting(names), key.contactPoints(), clock.instant());
            kept = new Kept(key, asked, read, null);
            return only(read, keyspaces);
        } catch (RuntimeException e) {
            kept = new Kept(key, asked, null, e);
            throw e;
        }
    }

    /** What was read of the keyspaces asked for now (an earlier comparison may have asked for others too). */
    private static Read only(Read read, List<Identifier> keyspaces) {
        return new Read(
                read.keyspaces().stream()
                        .filter(k -> keyspaces.contains(k.name()))
                        .toList(),
                read.from(),
                read.at());
    }

    @Override
    public void forget() {
        kept = null;
    }
}
