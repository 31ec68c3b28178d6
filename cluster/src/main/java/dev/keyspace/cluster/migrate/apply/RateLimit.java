package dev.keyspace.cluster.migrate.apply;

/** At most {@code perSecond} permits a second over all threads, each waiting its turn; 0 lets everything through. */
final class RateLimit {

    private final long nanosPerPermit;
    private long next = System.nanoTime();

    RateLimit(int perSecond) {
        this.nanosPerPermit = perSecond == 0 ? 0 : 1_000_000_000L / perSecond;
    }

    void acquire() throws InterruptedException {
        if (nanosPerPermit == 0) {
            return;
        }
        long wait;
        synchronized (this) {
            long now = System.nanoTime();
            next = Math.max(next, now);
            wait = next - now;
            next += nanosPerPermit;
        }
        if (wait > 0) {
            Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
        }
    }
}
