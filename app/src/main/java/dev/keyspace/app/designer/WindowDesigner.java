package dev.keyspace.app.designer;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.cli.spi.Designer;
import java.util.Optional;
import java.util.function.Supplier;

/** The designer as {@code ksd open} finds it (a service of the command line). */
public final class WindowDesigner implements Designer {

    @Override
    public void open(Supplier<Optional<Opened>> read) {
        DesignerApp.launch(() -> read.get().map(WindowDesigner::document).orElseGet(WindowDesigner::newProject));
    }

    private static Document document(Opened opened) {
        return opened.savedIn()
                .map(file -> new Document(opened.project(), file))
                .orElseGet(() -> Document.imported(opened.project()));
    }

    private static Document newProject() {
        return new Document(NewProject.create(NewProject.UNTITLED), null);
    }
}
