package dev.keyspace.app.designer.cql;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.cql.VerbatimStatement;
import java.util.List;
import java.util.Optional;

/** Puts the CQL pane beside the diagrams of a window and keeps it on the window's current document. */
public final class CqlPanel {

    private static final double WIDTH = 0.32;

    private CqlPanel() {}

    public static CqlPane install(DesignerWindow window) {
        CqlPane pane = new CqlPane();
        window.stage().getProperties().put(CqlPanel.class, pane);
        window.addSidePanel(pane, WIDTH);
        window.watchDocument(document -> pane.attach(document.history()));
        return pane;
    }

    /** The pane of a window, once installed. */
    public static Optional<CqlPane> of(DesignerWindow window) {
        return Optional.ofNullable((CqlPane) window.stage().getProperties().get(CqlPanel.class));
    }

    /** Shows the statements an imported file had beyond the schema in the window's pane. */
    public static void keepVerbatim(DesignerWindow window, List<VerbatimStatement> statements) {
        of(window).ifPresent(pane -> pane.keepVerbatim(statements));
    }
}
