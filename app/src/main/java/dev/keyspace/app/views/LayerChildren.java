package dev.keyspace.app.views;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * Makes a layer's children a given list while touching only what differs: nodes that stay keep their
 * place in the scene graph, so JavaFX neither re-applies their CSS nor lays them out again.
 */
final class LayerChildren {

    private LayerChildren() {}

    static void show(Pane layer, List<? extends Node> wanted) {
        ObservableList<Node> children = layer.getChildren();
        if (children.isEmpty()) {
            children.addAll(wanted);
            return;
        }
        Set<Node> keep = Collections.newSetFromMap(new IdentityHashMap<>());
        keep.addAll(wanted);
        replaceInPlace(layer, children, wanted, keep);
        List<Node> gone = children.stream().filter(n -> !keep.contains(n)).toList();
        if (!gone.isEmpty()) {
            children.removeAll(gone);
        }
        for (int i = 0; i < wanted.size(); i++) {
            Node node = wanted.get(i);
            if (i < children.size() && children.get(i) == node) {
                continue;
            }
            if (node.getParent() == layer) {
                children.remove(node);
            }
            children.add(Math.min(i, children.size()), node);
        }
    }

    /** A node drawn again where the old one was: one replacement instead of a removal and an insertion. */
    private static void replaceInPlace(Pane layer, List<Node> children, List<? extends Node> wanted, Set<Node> keep) {
        int shared = Math.min(children.size(), wanted.size());
        for (int i = 0; i < shared; i++) {
            Node now = children.get(i);
            Node node = wanted.get(i);
            if (now != node && !keep.contains(now) && node.getParent() != layer) {
                children.set(i, node);
            }
        }
    }
}
