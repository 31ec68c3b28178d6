package dev.keyspace.propertytest;

/**
 * The numbers of {@code [min, max]} ranked by distance from the origin (0, or the bound nearest to it):
 * origin, +1, -1, +2, -2, ... and then on along the longer side. Ranks are what {@link Gens#longs} draws, so
 * that shrinking a rank brings the number nearer the origin.
 */
record OriginOrder(long min, long max, long origin, long count) {

    OriginOrder(long min, long max) {
        this(min, max, Math.max(min, Math.min(max, 0)), Math.addExact(Math.subtractExact(max, min), 1));
    }

    long nth(long rank) {
        long bothSides = bothSides();
        if (rank <= 2 * bothSides) {
            long distance = (rank + 1) / 2;
            return rank % 2 == 1 ? origin + distance : origin - distance;
        }
        long distance = rank - bothSides;
        return above() > below() ? origin + distance : origin - distance;
    }

    long rankOf(long number) {
        long distance = Math.abs(number - origin);
        if (distance <= bothSides()) {
            return number > origin ? 2 * distance - 1 : 2 * distance;
        }
        return bothSides() + distance;
    }

    private long bothSides() {
        return Math.min(below(), above());
    }

    private long below() {
        return origin - min;
    }

    private long above() {
        return max - origin;
    }
}
