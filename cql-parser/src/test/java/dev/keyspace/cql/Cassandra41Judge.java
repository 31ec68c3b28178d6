package dev.keyspace.cql;

/**
 * Cassandra 4.1.10's own classes, in a child JVM (module cassandra41-judge, ADR 0027), judging statements on an
 * in-memory schema the accepted ones build up, as {@link CassandraJudge} does with 5.0 in this JVM.
 */
final class Cassandra41Judge extends ChildJvmJudge {

    Cassandra41Judge() {
        super("4.1", "META-INF/keyspace-designer/cassandra41-classpath.txt", "dev.keyspace.judge41.Judge41Main");
    }
}
