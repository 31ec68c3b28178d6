package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.KeyspaceSummary;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * The frame of a keyspace in the physical view: a titled rectangle around its members, sized from them
 * (with the same padding the auto-layout leaves), so it follows when a member is moved.
 */
public final class KeyspaceFrameNode extends Group {

    /** Space above the members for the title, and around them on the other sides. */
    public static final double PADDING_TOP = 40;

    public static final double PADDING = 20;

    private final Keyspace keyspace;
    private final Rectangle frame = new Rectangle();
    private final Text title;
    private List<Node> members = List.of();
    /** Each member's box as last seen: a member that moves costs its own box, not every member's again. */
    private Bounds[] boxes = new Bounds[0];

    private List<ChangeListener<Bounds>> follows = List.of();
    /** While held, members that move are measured but the frame is redrawn once, when let go. */
    private boolean held;

    private boolean moved;

    public KeyspaceFrameNode(Keyspace keyspace) {
        this.keyspace = keyspace;
        getStyleClass().add("keyspace-frame");
        frame.getStyleClass().add("keyspace-frame-outline");
        title = DiagramText.of(titleOf(keyspace), "keyspace-frame-title");
        getChildren().addAll(frame, title);
        title.layoutBoundsProperty().addListener((o, a, b) -> redraw());
    }

    private static String titleOf(Keyspace keyspace) {
        return "keyspace " + keyspace.name().asCql() + "  (" + KeyspaceSummary.replicationOf(keyspace) + ")";
    }

    public Keyspace keyspace() {
        return keyspace;
    }

    public String title() {
        return title.getText();
    }

    /** The narrowest this frame is drawn: wide enough for its title. */
    public double minimumWidth() {
        return DiagramText.width(title) + 2 * PADDING;
    }

    /** The narrowest the frame of this keyspace is drawn, found without making the frame (on any thread). */
    static double minimumWidthOf(Keyspace keyspace) {
        return DiagramText.measure(titleOf(keyspace), "keyspace-frame-title").getWidth() + 2 * PADDING;
    }

    /** Finds, on the JavaFX thread, the font of the frames' titles (see {@link #minimumWidthOf}). */
    static void resolveFont() {
        DiagramText.font("keyspace-frame-title");
    }

    /** The nodes inside this frame; the frame redraws whenever one of them moves or resizes. */
    public void track(List<Node> newMembers) {
        dispose();
        members = List.copyOf(newMembers);
        boxes = new Bounds[members.size()];
        List<ChangeListener<Bounds>> listeners = new ArrayList<>(members.size());
        for (int i = 0; i < members.size(); i++) {
            int member = i;
            ChangeListener<Bounds> follow = (o, before, now) -> {
                boxes[member] = boxOf(members.get(member));
                if (held) {
                    moved = true;
                } else {
                    redraw();
                }
            };
            listeners.add(follow);
            members.get(i).boundsInParentProperty().addListener(follow);
        }
        follows = listeners;
        update();
    }

    /**
     * Holds the frame where it is while many members move at once (the auto-layout placing a keyspace's tables), or
     * lets it go, redrawn around where they moved: redrawn at each move, a frame of n members costs n times n.
     */
    public void hold(boolean hold) {
        held = hold;
        if (!hold && moved) {
            moved = false;
            redraw();
        }
    }

    /** Stops following the members (the frame is no longer drawn, while its members may be). */
    public void dispose() {
        for (int i = 0; i < follows.size(); i++) {
            members.get(i).boundsInParentProperty().removeListener(follows.get(i));
        }
        follows = List.of();
        members = List.of();
        boxes = new Bounds[0];
    }

    /** Measures every member again and redraws the frame around them. */
    public void update() {
        for (int i = 0; i < members.size(); i++) {
            boxes[i] = boxOf(members.get(i));
        }
        redraw();
    }

    private static Bounds boxOf(Node member) {
        return member instanceof Region r ? DiagramNodes.box(r) : member.getBoundsInParent();
    }

    private void redraw() {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Bounds b : boxes) {
            minX = Math.min(minX, b.getMinX());
            minY = Math.min(minY, b.getMinY());
            maxX = Math.max(maxX, b.getMaxX());
            maxY = Math.max(maxY, b.getMaxY());
        }
        if (boxes.length == 0) {
            minX = 0;
            minY = 0;
            maxX = 0;
            maxY = 0;
        }
        double width = Math.max(maxX - minX, DiagramText.width(title)) + 2 * PADDING;
        frame.setX(minX - PADDING);
        frame.setY(minY - PADDING_TOP);
        frame.setWidth(width);
        frame.setHeight(maxY - minY + PADDING_TOP + PADDING);
        DiagramText.place(title, minX - PADDING + 12, minY - PADDING_TOP + 10);
    }
}
