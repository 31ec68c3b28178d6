package dev.keyspace.cql.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Parses a large text on a second thread and builds its statements there, while the calling thread applies
 * the statements already built, in file order (ADR 0011): each side costs about half of an import, and
 * neither needs the other's state. Small texts, such as the designer's pane re-read on each edit, are parsed on the calling
 * thread: starting a thread would cost more than it saves; so is every text on a machine with one processor.
 */
public final class ParseAhead {

    /** Below this many chars the text is parsed on the calling thread. */
    public static final int MIN_CHARS = 64 * 1024;

    private static final int BATCH = 16;
    private static final int QUEUED_BATCHES = 4; // with one batch in each thread's hands, bounds the live parse trees
    private static final long PARSER_STACK_BYTES = 64L * 1024 * 1024; // room for DepthLimit's deepest statement
    private static final Object END = new Object();

    private ParseAhead() {}

    /**
     * As {@link StatementParser#parse(String, Consumer, Consumer)}, with each statement first given to {@code
     * prepare} on the parsing thread (work that needs only the statement itself) and then to {@code each} on the
     * calling thread; statements and syntax errors reach the calling thread in file order.
     */
    public static <T> void parse(
            StatementParser parser,
            String text,
            Function<ParsedStatement, T> prepare,
            Consumer<T> each,
            Consumer<SyntaxError> errors) {
        if (text.length() < MIN_CHARS || Runtime.getRuntime().availableProcessors() < 2) {
            parser.parse(text, statement -> each.accept(prepare.apply(statement)), errors);
            return;
        }
        BlockingQueue<List<Object>> queue = new ArrayBlockingQueue<>(QUEUED_BATCHES);
        Outcome outcome = new Outcome();
        Thread reader = new Thread(
                null, () -> produce(parser, text, prepare, queue, outcome), "ksd-cql-parse", PARSER_STACK_BYTES);
        reader.setDaemon(true);
        reader.start();
        try {
            deliver(queue, each, errors);
        } finally {
            if (reader.isAlive()) { // the consumer failed: stop the parser, which waits on the full queue
                reader.interrupt();
            }
            joinUninterruptibly(reader);
        }
        if (outcome.failure != null) {
            throw new IllegalStateException("the CQL parser failed", outcome.failure);
        }
    }

    private static <T> void deliver(BlockingQueue<List<Object>> queue, Consumer<T> each, Consumer<SyntaxError> errors) {
        while (true) {
            for (Object next : takeUninterruptibly(queue)) {
                if (next == END) {
                    return;
                }
                if (next instanceof QueuedError queued) {
                    errors.accept(queued.error());
                    continue;
                }
                @SuppressWarnings("unchecked") // only prepared statements, errors and END are queued
                T prepared = (T) next;
                each.accept(prepared);
            }
        }
    }

    private static <T> void produce(
            StatementParser parser,
            String text,
            Function<ParsedStatement, T> prepare,
            BlockingQueue<List<Object>> queue,
            Outcome outcome) {
        Batches batches = new Batches(queue);
        try {
            parser.parse(
                    text,
                    statement -> batches.add(prepare.apply(statement)),
                    error -> batches.add(new QueuedError(error)));
        } catch (Stopped stopped) {
            return; // the consumer is gone: nobody waits for the end
        } catch (RuntimeException | Error bug) {
            outcome.failure = bug;
        }
        try {
            batches.add(END);
            batches.flush();
        } catch (Stopped stopped) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Hands items over a few at a time, so that the two threads do not wake each other once per statement.
     */
    private static final class Batches {
        private final BlockingQueue<List<Object>> queue;
        private List<Object> batch = new ArrayList<>(BATCH);

        Batches(BlockingQueue<List<Object>> queue) {
            this.queue = queue;
        }

        void add(Object item) {
            batch.add(item);
            if (batch.size() == BATCH) {
                flush();
            }
        }

        void flush() {
            try {
                queue.put(batch);
            } catch (InterruptedException stopped) {
                throw new Stopped();
            }
            batch = new ArrayList<>(BATCH);
        }
    }

    /** A syntax error in its place among the statements (a statement's own type could be anything). */
    private record QueuedError(SyntaxError error) {}

    private static List<Object> takeUninterruptibly(BlockingQueue<List<Object>> queue) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return queue.take();
                } catch (InterruptedException e) {
                    interrupted = true; // an import is not cancelled half-way: the caller sees the flag afterwards
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Written by the parsing thread before it queues END, read by the caller after taking END. */
    private static final class Outcome {
        private Throwable failure;
    }

    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }
}
