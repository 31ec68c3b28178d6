package dev.keyspace.app.views.routing;

/** The side of a box an arrow leaves or enters by, with the direction pointing out of the box. */
enum Side {
    LEFT(-1, 0),
    RIGHT(1, 0),
    TOP(0, -1),
    BOTTOM(0, 1);

    final int dx;
    final int dy;

    Side(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    boolean horizontal() {
        return dy == 0;
    }
}
