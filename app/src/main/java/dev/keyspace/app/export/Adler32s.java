package dev.keyspace.app.export;

/**
 * Joins Adler-32 checksums (zlib's {@code adler32_combine}): the checksum of two byte runs one after the other,
 * from each run's checksum and the second run's length, so that runs checked on different threads give the
 * checksum of the whole.
 */
final class Adler32s {

    private static final long BASE = 65521;

    private Adler32s() {}

    /** The Adler-32 of A then B, from A's checksum, B's checksum and B's length; 1 is the checksum of nothing. */
    static long combine(long first, long second, long secondLength) {
        long remainder = secondLength % BASE;
        long sum1 = first & 0xFFFF;
        long sum2 = (remainder * sum1) % BASE;
        sum1 += (second & 0xFFFF) + BASE - 1;
        sum2 += ((first >>> 16) & 0xFFFF) + ((second >>> 16) & 0xFFFF) + BASE - remainder;
        if (sum1 >= BASE) {
            sum1 -= BASE;
        }
        if (sum1 >= BASE) {
            sum1 -= BASE;
        }
        if (sum2 >= (BASE << 1)) {
            sum2 -= (BASE << 1);
        }
        if (sum2 >= BASE) {
            sum2 -= BASE;
        }
        return sum1 | (sum2 << 16);
    }
}
