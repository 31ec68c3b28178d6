package dev.keyspace.app.designer.dialogs;

import javafx.collections.ListChangeListener;
import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * The one way every window of the app is sized and placed, installed once for all of them: each stage and dialog,
 * when shown, is resizable, held to a sane minimum, no larger than its screen and on it; a window with an owner
 * opens centred on it (a dialog is centred by JavaFX itself, once its content is measured).
 *
 * <p>The size and place are asked for again once the window is shown. Under some window managers (Openbox, seen
 * under Xvfb), JavaFX 21 on GTK maps a window at the toolkit's default 200 x 200 and forgets the size it was given
 * before (reported against JavaFX 21 as JDK-8316423, fixed in 22): asked again after mapping, the window manager
 * honours it.
 */
public final class WindowFitting {

    /** The least a dialog can be made, which still shows a line of text and its buttons. */
    static final Dimension2D DIALOG_MINIMUM = new Dimension2D(360, 160);

    private static final String PLACED = WindowFitting.class.getName() + ".placed";
    private static boolean installed;

    private WindowFitting() {}

    /** Fits every window shown from now on; called on the FX thread, once is enough. */
    public static void install() {
        if (installed) {
            return;
        }
        installed = true;
        Window.getWindows().addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(WindowFitting::watch);
            }
        });
        for (Window window : Window.getWindows()) {
            watch(window);
            if (window instanceof Stage stage && window.isShowing()) {
                fit(stage);
            }
        }
    }

    private static void watch(Window window) {
        if (window instanceof Stage stage && !stage.getProperties().containsKey(PLACED)) {
            stage.getProperties().put(PLACED, Boolean.FALSE);
            stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> fit(stage));
        }
    }

    static void fit(Stage stage) {
        stage.setResizable(true);
        if (stage.getMinWidth() <= 1 && stage.getMinHeight() <= 1) {
            Dimension2D minimum = WindowPlacement.minimum(DIALOG_MINIMUM, screenOf(stage));
            stage.setMinWidth(minimum.getWidth());
            stage.setMinHeight(minimum.getHeight());
        }
        if (!Double.isFinite(stage.getWidth()) || !Double.isFinite(stage.getHeight())) {
            return; // not measured yet: JavaFX sizes it on the next pulse, after the window manager mapped it
        }
        Dimension2D size = new Dimension2D(
                Math.max(stage.getWidth(), stage.getMinWidth()), Math.max(stage.getHeight(), stage.getMinHeight()));
        boolean firstTime = Boolean.FALSE.equals(stage.getProperties().get(PLACED));
        stage.getProperties().put(PLACED, Boolean.TRUE);
        // a dialog is centred on its owner by JavaFX, and again below once measured
        place(stage, size, firstTime && !isDialog(stage));
        if (isDialog(stage)) {
            afterFirstLayout(stage);
        }
    }

    /**
     * A dialog measures its content on the pulse after it shows, and may keep the width it had before (Generate
     * Table stayed 600 px wide for a 900 px preview): after that first layout it gets the size its content asks
     * for, centred on its owner.
     */
    private static void afterFirstLayout(Stage stage) {
        Scene scene = stage.getScene();
        Runnable once = new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                Parent pane = scene.getRoot();
                double frameWidth = Math.max(0, stage.getWidth() - scene.getWidth());
                double frameHeight = Math.max(0, stage.getHeight() - scene.getHeight());
                double width = Math.max(stage.getWidth(), pane.prefWidth(-1) + frameWidth);
                double height = Math.max(stage.getHeight(), pane.prefHeight(width - frameWidth) + frameHeight);
                place(stage, new Dimension2D(width, height), true);
            }
        };
        scene.addPostLayoutPulseListener(once);
    }

    /** Sizes the window, centred on its owner if asked (and it has one), else where it is; always on its screen. */
    private static void place(Stage stage, Dimension2D size, boolean centred) {
        Rectangle2D screen = screenOf(stage);
        Rectangle2D bounds = centred && stage.getOwner() != null
                ? WindowPlacement.centredOn(boundsOf(stage.getOwner()), size, screen)
                : WindowPlacement.within(
                        new Rectangle2D(stage.getX(), stage.getY(), size.getWidth(), size.getHeight()), screen);
        stage.setX(bounds.getMinX());
        stage.setY(bounds.getMinY());
        stage.setWidth(bounds.getWidth());
        stage.setHeight(bounds.getHeight());
    }

    private static boolean isDialog(Stage stage) {
        return stage.getScene() != null && stage.getScene().getRoot() instanceof DialogPane;
    }

    /** The visual bounds of the screen the window is (mostly) on, else of the primary screen. */
    public static Rectangle2D screenOf(Window window) {
        Window placed = window instanceof Stage stage && stage.getOwner() != null ? stage.getOwner() : window;
        if (Double.isFinite(placed.getX()) && Double.isFinite(placed.getWidth())) {
            var screens = Screen.getScreensForRectangle(boundsOf(placed));
            if (!screens.isEmpty()) {
                return screens.get(0).getVisualBounds();
            }
        }
        return Screen.getPrimary().getVisualBounds();
    }

    private static Rectangle2D boundsOf(Window window) {
        return new Rectangle2D(
                window.getX(), window.getY(), Math.max(0, window.getWidth()), Math.max(0, window.getHeight()));
    }
}
