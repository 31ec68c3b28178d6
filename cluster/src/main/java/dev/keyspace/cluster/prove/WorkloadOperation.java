package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.Statement;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * One statement of a mix as the workload runs it: its name ({@code Q1}, {@code insert Hotel}), its rate in the mix,
 * and how to make the next run of it (keys of a random loaded partition and row). Making one may throw: the run counts
 * it as an error of this statement.
 */
record WorkloadOperation(String name, double rate, Function<RandomGenerator, WorkloadOperation.Execution> next) {

    WorkloadOperation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(next, "next");
    }

    /** One run: a statement (its every page read), or the reads of a query's plan one after the other. */
    @FunctionalInterface
    interface Execution {
        CompletionStage<Void> start(CqlSession session);

        /** A statement, every page of its answer read as an application reading the rows would. */
        static Execution of(Statement<?> statement) {
            return session -> session.executeAsync(statement).thenCompose(Execution::drain);
        }

        private static CompletionStage<Void> drain(AsyncResultSet page) {
            return page.hasMorePages()
                    ? page.fetchNextPage().thenCompose(Execution::drain)
                    : CompletableFuture.completedFuture(null);
        }
    }

    /** An operation of one statement at a time. */
    static WorkloadOperation ofStatements(
            String name, double rate, Function<RandomGenerator, ? extends Statement<?>> next) {
        return new WorkloadOperation(name, rate, random -> Execution.of(next.apply(random)));
    }

    /** A statement that cannot run (Cassandra refused to prepare it): every pick of it is an error. */
    static WorkloadOperation failing(String name, double rate, String problem) {
        return new WorkloadOperation(name, rate, random -> {
            throw new IllegalStateException(problem);
        });
    }
}
