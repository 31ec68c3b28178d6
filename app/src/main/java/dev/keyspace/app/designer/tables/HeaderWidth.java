package dev.keyspace.app.designer.tables;

import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/** How wide a table column must be to show its header whole. */
public final class HeaderWidth {

    private static final double PADDING_AND_SORT_ARROW = 28;

    private HeaderWidth() {}

    /** The width that shows {@code name} whole in the header's bold font, with room for the sort arrow. */
    public static double of(String name) {
        Font font = Font.getDefault();
        Text text = new Text(name);
        text.setFont(Font.font(font.getFamily(), FontWeight.BOLD, font.getSize()));
        return Math.ceil(text.getLayoutBounds().getWidth()) + PADDING_AND_SORT_ARROW;
    }
}
