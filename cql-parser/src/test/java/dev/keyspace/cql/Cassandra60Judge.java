package dev.keyspace.cql;

/**
 * Cassandra 6.0-alpha2's own classes, in a child JVM (module cassandra60-judge, ADR 0030), judging statements on an
 * in-memory cluster metadata the accepted ones build up, with Accord, views, SASI and UDFs enabled.
 */
final class Cassandra60Judge extends ChildJvmJudge {

    Cassandra60Judge() {
        super("6.0", "META-INF/keyspace-designer/cassandra60-classpath.txt", "dev.keyspace.judge60.Judge60Main");
    }
}
