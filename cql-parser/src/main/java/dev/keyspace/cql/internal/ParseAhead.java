package dev.keyspace.cql.internal;

import dev.keyspace.cql.internal.StatementSplitter.Piece;
import dev.keyspace.model.messages.DesignerInvariantMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Imports a large text as a pipeline of three threads (ADR 0011): one cuts the text into statements, a second
 * parses and builds each statement, and the calling thread applies the statements already built, in file order.
 * Each job needs only what the one before it handed over, so on two or more processors an import takes about as
 * long as its longest job rather than the sum of the three. Small texts, such as the designer's pane re-read on
 * each edit, are parsed on the calling thread: starting threads would cost more than it saves; so is every text
 * on a machine with one processor.
 */
public final class ParseAhead {

    /** Below this many chars the text is parsed on the calling thread. */
    public static final int MIN_CHARS = 64 * 1024;

    private static final int BATCH = 16;
    private static final int QUEUED_BATCHES = 4; // with one batch in each thread's hands, bounds the live parse trees
    private static final long PARSER_STACK_BYTES = 64L * 1024 * 1024; // room for DepthLimit's deepest statement
    private static final long DEFAULT_STACK = 0;
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
        StatementParser.Pieces pieces = parser.pieces(text);
        BlockingQueue<List<Object>> cut = new ArrayBlockingQueue<>(QUEUED_BATCHES);
        BlockingQueue<List<Object>> built = new ArrayBlockingQueue<>(QUEUED_BATCHES);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread splitter = start("ksd-cql-split", DEFAULT_STACK, () -> split(pieces, cut, failure));
        Thread reader =
                start("ksd-cql-parse", PARSER_STACK_BYTES, () -> produce(parser, pieces, cut, prepare, built, failure));
        try {
            deliver(built, each, errors);
        } finally {
            stop(reader); // a failure while applying leaves both waiting on full queues
            stop(splitter);
        }
        if (failure.get() != null) {
            throw new IllegalStateException(DesignerInvariantMessages.PARSER_FAILED, failure.get());
        }
    }

    private static Thread start(String name, long stackBytes, Runnable job) {
        Thread thread = new Thread(null, job, name, stackBytes);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static void stop(Thread thread) {
        if (thread.isAlive()) {
            thread.interrupt();
        }
        joinUninterruptibly(thread);
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

    private static void split(
            StatementParser.Pieces pieces, BlockingQueue<List<Object>> cut, AtomicReference<Throwable> failure) {
        Batches batches = new Batches(cut);
        try {
            for (Piece piece = pieces.next(); piece != null; piece = pieces.next()) {
                batches.add(piece);
            }
        } catch (Stopped stopped) {
            return; // the consumer is gone: nobody waits for the end
        } catch (RuntimeException | Error bug) {
            failure.compareAndSet(null, bug);
        }
        batches.end();
    }

    private static <T> void produce(
            StatementParser parser,
            StatementParser.Pieces pieces,
            BlockingQueue<List<Object>> cut,
            Function<ParsedStatement, T> prepare,
            BlockingQueue<List<Object>> built,
            AtomicReference<Throwable> failure) {
        Batches batches = new Batches(built);
        try {
            parsing:
            while (true) {
                for (Object next : take(cut)) {
                    if (next == END) {
                        break parsing;
                    }
                    parser.parse(
                            pieces,
                            (Piece) next,
                            statement -> batches.add(prepare.apply(statement)),
                            error -> batches.add(new QueuedError(error)));
                }
            }
        } catch (Stopped stopped) {
            return;
        } catch (RuntimeException | Error bug) {
            failure.compareAndSet(null, bug);
        }
        batches.end();
    }

    private static List<Object> take(BlockingQueue<List<Object>> queue) {
        try {
            return queue.take();
        } catch (InterruptedException stopped) {
            throw new Stopped();
        }
    }

    /**
     * Hands items over a few at a time, so that the threads do not wake each other once per statement.
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

        /** Hands over what is left and the end mark; an interrupt here means nobody waits for it. */
        void end() {
            batch.add(END);
            try {
                flush();
            } catch (Stopped stopped) {
                Thread.currentThread().interrupt();
            }
        }

        private void flush() {
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

    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }
}
