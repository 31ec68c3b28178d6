package dev.keyspace.app.designer;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;

/** The light and dark themes (AtlantaFX Primer), applied to the whole application. */
public enum Theme {
    LIGHT,
    DARK;

    public void apply() {
        String stylesheet =
                this == LIGHT ? new PrimerLight().getUserAgentStylesheet() : new PrimerDark().getUserAgentStylesheet();
        Application.setUserAgentStylesheet(stylesheet);
    }

    public Theme other() {
        return this == LIGHT ? DARK : LIGHT;
    }
}
