package dev.keyspace.app.designer.dialogs;

import java.util.List;
import java.util.Optional;
import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;

/**
 * Where a window goes and how large it is, decided from what it wants, its owner and the screens, with no window
 * in hand (so that the rules are tested as plain values). Every window is at least a sane minimum, never larger
 * than the screen it is on, and wholly on that screen; a remembered geometry counts only if it is usable.
 */
public final class WindowPlacement {

    /** Less than this of a window's top edge on a screen, and the user cannot grab its title bar. */
    static final double GRIP = 120;

    /** The share of the screen the main window takes the first time it opens. */
    static final double FIRST_SHARE = 0.9;

    private WindowPlacement() {}

    /**
     * A remembered geometry, if it can be used as it is: at least the minimum size (a window once squeezed to a
     * corner, or saved while a window manager had it at a default size, is not), and its top edge on a screen.
     */
    public static Optional<Rectangle2D> usable(Rectangle2D remembered, Dimension2D minimum, List<Rectangle2D> screens) {
        if (!Double.isFinite(remembered.getMinX())
                || !Double.isFinite(remembered.getMinY())
                || remembered.getWidth() < minimum.getWidth()
                || remembered.getHeight() < minimum.getHeight()) {
            return Optional.empty();
        }
        return screenHolding(remembered, screens).map(screen -> within(remembered, screen));
    }

    /** The screen that holds the window's title bar, if any does. */
    static Optional<Rectangle2D> screenHolding(Rectangle2D window, List<Rectangle2D> screens) {
        double top = window.getMinY();
        return screens.stream()
                .filter(s -> top >= s.getMinY() && top < s.getMaxY() - GRIP / 4)
                .filter(s -> overlap(window.getMinX(), window.getMaxX(), s.getMinX(), s.getMaxX()) >= GRIP)
                .findFirst();
    }

    /** A window of the given size centred on its owner, then moved and shrunk as needed to lie on the screen. */
    public static Rectangle2D centredOn(Rectangle2D owner, Dimension2D size, Rectangle2D screen) {
        double x = owner.getMinX() + (owner.getWidth() - size.getWidth()) / 2;
        double y = owner.getMinY() + (owner.getHeight() - size.getHeight()) / 2;
        return within(new Rectangle2D(x, y, size.getWidth(), size.getHeight()), screen);
    }

    /** The window no larger than the screen and moved onto it, keeping its size where it fits. */
    public static Rectangle2D within(Rectangle2D window, Rectangle2D screen) {
        double width = Math.min(window.getWidth(), screen.getWidth());
        double height = Math.min(window.getHeight(), screen.getHeight());
        double x = clamp(window.getMinX(), screen.getMinX(), screen.getMaxX() - width);
        double y = clamp(window.getMinY(), screen.getMinY(), screen.getMaxY() - height);
        return new Rectangle2D(x, y, width, height);
    }

    /**
     * The main window's size the first time it opens (nothing remembered): most of the screen, as a designer of four
     * panes needs, but at least {@code least} where the screen has room for it, and never more than the screen.
     */
    public static Dimension2D firstSize(Dimension2D least, Rectangle2D screen) {
        return new Dimension2D(
                Math.min(screen.getWidth(), Math.max(least.getWidth(), FIRST_SHARE * screen.getWidth())),
                Math.min(screen.getHeight(), Math.max(least.getHeight(), FIRST_SHARE * screen.getHeight())));
    }

    /** The minimum a window is held to: the sane minimum, unless the screen itself is smaller. */
    public static Dimension2D minimum(Dimension2D sane, Rectangle2D screen) {
        return new Dimension2D(
                Math.min(sane.getWidth(), screen.getWidth()), Math.min(sane.getHeight(), screen.getHeight()));
    }

    private static double overlap(double from, double to, double otherFrom, double otherTo) {
        return Math.min(to, otherTo) - Math.max(from, otherFrom);
    }

    private static double clamp(double value, double low, double high) {
        return Math.max(low, Math.min(value, high));
    }
}
