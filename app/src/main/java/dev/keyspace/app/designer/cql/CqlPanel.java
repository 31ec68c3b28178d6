package dev.keyspace.app.designer.cql;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.cql.VerbatimStatement;
import java.util.List;
import java.util.Optional;

/** Puts the CQL pane below the diagrams of a window, beside the findings, and keeps it on the window's document. */
public final class CqlPanel {

    private static final double SHARE = 0.55;

    private CqlPanel() {}

    public static CqlPane install(DesignerWindow window) {
        CqlPane pane = new CqlPane();
        window.stage().getProperties().put(CqlPanel.class, pane);
        window.addBottomPanel(pane, SHARE);
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
