package dev.keyspace.app.designer.deploy;

import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

/**
 * The connection fields the Deploy and Import dialogs and the Version History's live side share: contact points (host:port, comma-separated), data
 * center, user and password. Each field's id is the dialog's prefix and the field's name
 * ({@code deploy-contact-points}, {@code import-password}). The values are read on the FX thread into a
 * {@link Target} that connects on a worker thread; the contact points are checked when it connects, and a bad one
 * becomes one sentence for the user.
 */
public final class ConnectionForm {

    static final String DEFAULT_CONTACT_POINT = "127.0.0.1:9042";

    private final TextField contactPoints = new TextField(DEFAULT_CONTACT_POINT);
    private final TextField datacenter = new TextField();
    private final TextField user = new TextField();
    private final PasswordField password = new PasswordField();

    /** What to connect to, as the form held it when read; safe to hand to a worker thread. */
    public record Target(String contactPoints, String datacenter, String user, char[] password) {
        public ClusterWork connect() {
            return ClusterWork.connect(contactPoints, datacenter, user, password);
        }
    }

    public ConnectionForm(String idPrefix) {
        contactPoints.setId(idPrefix + "-contact-points");
        datacenter.setId(idPrefix + "-datacenter");
        user.setId(idPrefix + "-user");
        password.setId(idPrefix + "-password");
        contactPoints.setPromptText("host:port, host:port, ...");
        datacenter.setPromptText("optional: the local data center");
    }

    /** Adds one labelled row per field from {@code firstRow}; returns the next free row. */
    int addTo(GridPane grid, int firstRow) {
        grid.addRow(firstRow, new Label("Contact points"), contactPoints);
        grid.addRow(firstRow + 1, new Label("Data center"), datacenter);
        grid.addRow(firstRow + 2, new Label("User"), user);
        grid.addRow(firstRow + 3, new Label("Password"), password);
        return firstRow + 4;
    }

    /**
     * The fields in two rows of two from {@code firstRow} (contact points and data center, then user and password),
     * for a window where the form is one part among others; returns the next free row.
     */
    public int addInTwoRows(GridPane grid, int firstRow) {
        grid.addRow(firstRow, new Label("Contact points"), contactPoints, new Label("Data center"), datacenter);
        grid.addRow(firstRow + 1, new Label("User"), user, new Label("Password"), password);
        return firstRow + 2;
    }

    /** Reads the fields; call on the FX thread. */
    public Target target() {
        return new Target(
                contactPoints.getText(),
                datacenter.getText(),
                user.getText(),
                password.getText().toCharArray());
    }

    public void setContactPoints(String text) {
        contactPoints.setText(text);
    }
}
