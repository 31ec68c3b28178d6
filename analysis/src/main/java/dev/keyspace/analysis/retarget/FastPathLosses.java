package dev.keyspace.analysis.retarget;

import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetFeature;
import java.util.List;
import java.util.Optional;

/**
 * A keyspace's fast_path (Accord's fast path strategy, 6.0) under a target before 6.0: dropped, as that release has no
 * Accord. A table's fast_path is one of its options ({@link OptionLosses}).
 */
final class FastPathLosses {

    private FastPathLosses() {}

    static void add(Keyspace keyspace, CassandraVersion to, List<TargetLoss> out) {
        if (TargetFeature.KEYSPACE_FAST_PATH.in(to) || keyspace.fastPath().isEmpty()) {
            return;
        }
        out.add(TargetLoss.fixedBy(
                keyspace.name().asCql(),
                "has a fast_path (Accord, 6.0): Cassandra " + to + " has no Accord transactions",
                TargetFix.of(
                        "Drop the fast_path",
                        "drop the keyspace's fast_path "
                                + CqlTerms.option(keyspace.fastPath().get()),
                        new KeyspaceEdit.SetFastPath(keyspace.name(), Optional.empty()))));
    }
}
