package dev.keyspace.judge60;

import dev.keyspace.judge.JudgeLoop;
import java.io.IOException;

/** Cassandra 6.0's judge in its child JVM, speaking {@link JudgeLoop}'s line protocol (ADR 0030). */
public final class Judge60Main {

    private Judge60Main() {}

    public static void main(String[] args) throws IOException {
        JudgeLoop.serve(Judge60::new);
    }
}
