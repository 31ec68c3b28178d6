package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.cql.Statement;
import java.util.Objects;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * One statement of a mix as the workload runs it: its name ({@code Q1}, {@code insert Hotel}), its rate in the mix,
 * and how to make the next bound statement (keys of a random loaded partition and row). Making one may throw: the
 * run counts it as an error of this statement.
 */
record WorkloadOperation(String name, double rate, Function<RandomGenerator, Statement<?>> next) {

    WorkloadOperation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(next, "next");
    }

    /** A statement that cannot run (Cassandra refused to prepare it): every pick of it is an error. */
    static WorkloadOperation failing(String name, double rate, String problem) {
        return new WorkloadOperation(name, rate, random -> {
            throw new IllegalStateException(problem);
        });
    }
}
