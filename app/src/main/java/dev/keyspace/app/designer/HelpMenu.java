package dev.keyspace.app.designer;

import dev.keyspace.installation.AppVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

/**
 * Help: the user guide (shipped in the jar), the keyboard shortcuts (read from the menus, so the list is never
 * out of date) and About (version, Cassandra target).
 */
final class HelpMenu {

    private HelpMenu() {}

    static Menu create(MenuBar bar, java.util.function.Supplier<Window> owner) {
        MenuItem guide = new MenuItem("User Guide");
        guide.setId("menu-help-guide");
        guide.setAccelerator(KeyCombination.keyCombination("F1"));
        guide.setOnAction(e -> show(owner.get(), "help-guide", "User Guide", guideText(), 900, 640));
        MenuItem keys = new MenuItem("Keyboard Shortcuts");
        keys.setId("menu-help-shortcuts");
        keys.setOnAction(e -> show(owner.get(), "help-shortcuts", "Keyboard Shortcuts", shortcuts(bar), 560, 520));
        MenuItem about = new MenuItem("About Keyspace Designer");
        about.setId("menu-help-about");
        about.setOnAction(e -> show(owner.get(), "help-about", "About Keyspace Designer", aboutText(), 480, 200));
        Menu help = new Menu("Help", null, guide, keys, new SeparatorMenuItem(), about);
        help.setId("menu-help");
        return help;
    }

    static String aboutText() {
        return "Keyspace Designer " + AppVersion.version() + "\n"
                + "Data models for Apache Cassandra 5.0: conceptual model, queries, tables, CQL.\n"
                + "Command line: ksd --help";
    }

    /** Every menu item with a shortcut, menu by menu, plus the keys the diagrams and fields take. */
    static String shortcuts(MenuBar bar) {
        List<String> lines = new ArrayList<>();
        for (Menu menu : bar.getMenus()) {
            collect(menu, menu.getText(), lines);
        }
        lines.add(
                String.format("%-18s %s", DesignerMenus.SECOND_REDO.getDisplayText(), "Edit > Redo (as Ctrl+Shift+Z)"));
        lines.add("");
        lines.add("Diagram: F2 rename, Delete remove, Esc clear the selection, Ctrl+wheel zoom");
        lines.add("Fields: Enter commits, Esc puts the old text back; dialogs: Esc closes");
        return String.join("\n", lines);
    }

    private static void collect(Menu menu, String path, List<String> lines) {
        for (MenuItem item : menu.getItems()) {
            if (item instanceof Menu sub) {
                collect(sub, path + " > " + sub.getText(), lines);
            } else if (item.getAccelerator() != null) {
                lines.add(String.format("%-18s %s > %s", item.getAccelerator().getDisplayText(), path, item.getText()));
            }
        }
    }

    private static String guideText() {
        try (InputStream in = HelpMenu.class.getResourceAsStream("help/guide.md")) {
            return in == null
                    ? "The guide is docs/guide.md in the source distribution."
                    : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "The guide could not be read: " + e.getMessage();
        }
    }

    private static void show(Window owner, String id, String title, String text, double width, double height) {
        TextArea area = new TextArea(text);
        area.setId(id + "-text");
        area.setEditable(false);
        area.setWrapText(true);
        area.setStyle("-fx-font-family: monospace;");
        area.setPrefSize(width, height);
        Alert dialog = new Alert(Alert.AlertType.NONE, "", ButtonType.CLOSE);
        dialog.setTitle(title);
        dialog.setHeaderText(null);
        dialog.getDialogPane().setContent(area);
        dialog.getDialogPane().setId(id);
        dialog.setResizable(true);
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.show();
    }
}
