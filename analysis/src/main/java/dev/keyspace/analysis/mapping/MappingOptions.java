package dev.keyspace.analysis.mapping;

/**
 * Choices that make one sound design differ from another for the same query.
 *
 * @param orderingInKey the ordering attributes become clustering columns (MR4); without it the rows come in
 *     key order and the application sorts them
 * @param uniquePerReturnedEntity the key of the entity the query mostly returns goes into the primary key even
 *     when the key already identifies another entity's rows (MR5 read strictly)
 * @param bucket a bucket column is added to the partition key (always so when the query has no equality
 *     search attribute)
 */
record MappingOptions(boolean orderingInKey, boolean uniquePerReturnedEntity, boolean bucket) {

    static final MappingOptions METHOD = new MappingOptions(true, false, false);

    MappingOptions withOrderingInKey(boolean value) {
        return new MappingOptions(value, uniquePerReturnedEntity, bucket);
    }

    MappingOptions withUniquePerReturnedEntity(boolean value) {
        return new MappingOptions(orderingInKey, value, bucket);
    }

    MappingOptions withBucket(boolean value) {
        return new MappingOptions(orderingInKey, uniquePerReturnedEntity, value);
    }
}
