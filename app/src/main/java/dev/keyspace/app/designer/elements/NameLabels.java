package dev.keyspace.app.designer.elements;

import javafx.scene.control.MenuItem;

/**
 * Menu items whose text carries what the user wrote (element names, edit labels naming them, file names): the text
 * shows as written. JavaFX takes an underscore in a menu item's text as a mnemonic and hides it, so "Rename column
 * track_no" would read "trackno"; the designer uses no mnemonics, so such items never parse them.
 */
public final class NameLabels {

    private NameLabels() {}

    public static MenuItem menuItem(String text) {
        return asWritten(new MenuItem(text));
    }

    /** The item, its text shown as written from now on (for an item whose text changes, as Undo's does). */
    public static <T extends MenuItem> T asWritten(T item) {
        item.setMnemonicParsing(false);
        return item;
    }
}
