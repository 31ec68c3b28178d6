package dev.keyspace.app.designer.canvas;

import javafx.geometry.Point2D;

/** One mouse gesture on a diagram, in diagram coordinates, begun once the pointer moved past a threshold. */
interface Gesture {

    void start();

    void update(Point2D point);

    void finish(Point2D point);

    /** The pointer was released without moving: a click. */
    default void click() {}
}
