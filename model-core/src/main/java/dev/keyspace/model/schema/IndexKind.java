package dev.keyspace.model.schema;

import java.util.Locale;

/** Which implementation serves a secondary index. */
public enum IndexKind {
    /** Cassandra's legacy secondary index: {@code CREATE INDEX ... ON t (c)}. */
    LEGACY,
    /** Storage-attached index: {@code USING 'sai'} or {@code 'StorageAttachedIndex'}. */
    SAI,
    /** SASI: {@code CREATE CUSTOM INDEX ... USING 'org.apache.cassandra.index.sasi.SASIIndex'}. */
    SASI,
    /** Any other custom index class. */
    CUSTOM;

    private static final String SAI_CLASS = "org.apache.cassandra.index.sai.StorageAttachedIndex";

    /**
     * The implementation Cassandra resolves {@code USING} (or a stored {@code class_name}) to
     * (IndexMetadata.getIndexClassName): 'sai' and 'StorageAttachedIndex' in any case, SAI's and SASI's class names
     * exactly, and 'legacy_local_table' in any case without CUSTOM. Any other name is a custom class, which a stock
     * node does not have.
     */
    public static IndexKind ofClass(String using, boolean custom) {
        String lower = using.toLowerCase(Locale.ROOT);
        if (lower.equals("sai") || lower.equals("storageattachedindex") || using.equals(SAI_CLASS)) {
            return SAI;
        }
        if (using.equals(Index.SASI_CLASS)) {
            return SASI;
        }
        if (!custom && lower.equals("legacy_local_table")) {
            return LEGACY;
        }
        return CUSTOM;
    }
}
