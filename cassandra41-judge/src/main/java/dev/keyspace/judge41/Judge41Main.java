package dev.keyspace.judge41;

import dev.keyspace.judge.JudgeLoop;
import java.io.IOException;

/** Cassandra 4.1's judge in its child JVM, speaking {@link JudgeLoop}'s line protocol (ADR 0027). */
public final class Judge41Main {

    private Judge41Main() {}

    public static void main(String[] args) throws IOException {
        JudgeLoop.serve(Judge41::new);
    }
}
