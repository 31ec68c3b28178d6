package dev.keyspace.cql.internal;

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

    private static final int QUEUED_STATEMENTS = 64; // bounds the parse trees alive at once
    private static final long PARSER_STACK_BYTES = 64L * 1024 * 1024; // room for DepthLimit's deepest statement
    private static final Object END = new Object();

    private ParseAhead() {}

    /**
     * As {@link StatementParser#parse(String, Consumer)}, with each statement first given to {@code prepare} on the
     * parsing thread (work that needs only the statement itself) and then to {@code each} on the calling thread,
     * in file order.
     */
    public static <T> List<SyntaxError> parse(
            StatementParser parser, String text, Function<ParsedStatement, T> prepare, Consumer<T> each) {
        if (text.length() < MIN_CHARS || Runtime.getRuntime().availableProcessors() < 2) {
            return parser.parse(text, statement -> each.accept(prepare.apply(statement)));
        }
        BlockingQueue<Object> queue = new ArrayBlockingQueue<>(QUEUED_STATEMENTS);
        Outcome outcome = new Outcome();
        Thread reader = new Thread(
                null, () -> produce(parser, text, prepare, queue, outcome), "ksd-cql-parse", PARSER_STACK_BYTES);
        reader.setDaemon(true);
        reader.start();
        try {
            while (true) {
                Object next = takeUninterruptibly(queue);
                if (next == END) {
                    break;
                }
                @SuppressWarnings("unchecked") // only prepared statements and END are queued
                T prepared = (T) next;
                each.accept(prepared);
            }
        } finally {
            if (reader.isAlive()) { // the consumer failed: stop the parser, which waits on the full queue
                reader.interrupt();
            }
            joinUninterruptibly(reader);
        }
        if (outcome.failure != null) {
            throw new IllegalStateException("the CQL parser failed", outcome.failure);
        }
        return outcome.errors;
    }

    private static <T> void produce(
            StatementParser parser,
            String text,
            Function<ParsedStatement, T> prepare,
            BlockingQueue<Object> queue,
            Outcome outcome) {
        try {
            outcome.errors = parser.parse(text, statement -> {
                try {
                    queue.put(prepare.apply(statement));
                } catch (InterruptedException stopped) {
                    throw new Stopped();
                }
            });
        } catch (Stopped stopped) {
            return; // the consumer is gone: nobody waits for the end
        } catch (RuntimeException | Error bug) {
            outcome.failure = bug;
        }
        try {
            queue.put(END);
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
        }
    }

    private static Object takeUninterruptibly(BlockingQueue<Object> queue) {
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
        private List<SyntaxError> errors = List.of();
        private Throwable failure;
    }

    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }
}
