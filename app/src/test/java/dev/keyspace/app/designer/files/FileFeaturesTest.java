package dev.keyspace.app.designer.files;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.javafx.scene.input.DragboardHelper;
import com.sun.javafx.tk.TKClipboard;
import com.sun.javafx.tk.Toolkit;
import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.export.ExportFormat;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.awt.image.BufferedImage;
import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.event.Event;
import javafx.scene.control.DialogPane;
import javafx.scene.input.DataFormat;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.w3c.dom.NodeList;

@ExtendWith(ApplicationExtension.class)
class FileFeaturesTest {

    private static final String AUDIT = "CREATE KEYSPACE audit WITH replication ="
            + " {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
            + "CREATE TABLE audit.events (day date, at timeuuid, what text, PRIMARY KEY (day, at));\n"
            + "INSERT INTO audit.events (day, at, what) VALUES ('2024-01-01', now(), 'x');\n";

    @TempDir
    Path dir;

    private DesignerWindow window;
    private FileFeatures features;
    private Project original;

    @Start
    void start(Stage stage) {
        original = HotelSample.build();
        window = new DesignerWindow(stage, new Document(original, null));
        features = window.files();
        stage.show();
    }

    private void onFx(Runnable action) {
        WaitForAsyncUtils.asyncFx(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
    void should_import_a_cql_file_as_a_new_project() throws Exception {
        Path file = write("audit.cql", AUDIT);

        onFx(() -> assertThat(features.imports().importAsNew(file)).isTrue());

        Document document = window.document();
        assertThat(document.file()).isEmpty();
        assertThat(document.isDirty()).as("nothing edited since it was opened").isFalse();
        assertThat(document.project().name()).isEqualTo("audit");
        assertThat(document.project().table("audit", "events")).isPresent();
        assertThat(window.cqlPane().area().getText())
                .as("the file's INSERT stays in the CQL pane")
                .contains("INSERT INTO audit.events");
    }

    @Test
    void should_close_an_imported_schema_without_a_question_until_it_is_edited(FxRobot robot) throws Exception {
        Path file = write("audit.cql", AUDIT);
        onFx(() -> features.imports().importAsNew(file));
        assertThat(window.stage().getTitle()).doesNotStartWith("• ");

        AtomicReference<Boolean> mayClose = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> mayClose.set(window.actions().confirmDiscardChanges()));
        WaitForAsyncUtils.waitForFxEvents();
        boolean asked = robot.lookup(".dialog-pane").tryQuery().isPresent();
        if (asked) {
            robot.clickOn("Cancel");
        }
        assertThat(asked).as("asked to save a schema nobody edited").isFalse();
        assertThat(mayClose.get()).isTrue();

        onFx(() -> window.history()
                .apply(new LayoutEdit.SetBounds(
                        ViewKind.LOGICAL,
                        Map.of(
                                ElementId.forTable(Identifier.of("audit"), Identifier.of("events")),
                                new NodeBounds(500, 500, 0, 0)))));
        assertThat(window.document().isDirty()).as("edited").isTrue();
        WaitForAsyncUtils.asyncFx(() -> mayClose.set(window.actions().confirmDiscardChanges()));
        // the dialog's pane is in a scene before its window shows: click once its button can be seen
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("Cancel")
                .match(org.testfx.util.NodeQueryUtils.isVisible())
                .tryQuery()
                .isPresent());
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(mayClose.get()).as("cancelled").isFalse();
    }

    @Test
    void should_merge_a_cql_file_into_the_project_as_one_undoable_edit() throws Exception {
        Path file = write("audit.cql", AUDIT);

        onFx(() -> assertThat(features.imports().merge(file)).isTrue());

        Project merged = window.document().project();
        assertThat(merged.table("audit", "events")).isPresent();
        assertThat(merged.table("hotel", "hotels")).isPresent();
        assertThat(merged.layout()).isEqualTo(original.layout());
        assertThat(window.history().undoLabel()).contains("Import audit.cql");
        onFx(() -> window.history().undo());
        assertThat(window.document().project()).isSameAs(original);
    }

    @Test
    void should_refuse_a_cql_file_with_errors_and_say_where(FxRobot robot) throws Exception {
        Path file = write("broken.cql", "CREATE TABLE hotel.x (id int PRIMARY KEY name text);\n");

        onFx(() -> assertThat(features.imports().merge(file)).isFalse());

        assertThat(window.document().project()).isSameAs(original);
        DialogPane dialog = robot.lookup("#" + Alerts.ERROR_DIALOG_ID).queryAs(DialogPane.class);
        assertThat(dialog.getHeaderText()).isEqualTo("Cannot import broken.cql: 1 error");
        assertThat(dialog.getContentText()).contains("broken.cql:1:");
    }

    @Test
    void should_import_a_dropped_cql_file_and_open_a_dropped_project() throws Exception {
        Path cql = write("audit.cql", AUDIT);
        Path project = dir.resolve("hotel.ksd.json");
        ProjectFiles.save(original, project);
        onFx(() -> window.setDocument(new Document(Project.empty("Untitled"), null)));

        onFx(() -> assertThat(dropOnWindow(cql)).isTrue());
        assertThat(window.document().project().table("audit", "events")).isPresent();

        onFx(() -> window.setDocument(new Document(Project.empty("Untitled"), null)));
        onFx(() -> assertThat(features.drop().drop(List.of(project.toFile()))).isTrue());
        assertThat(window.document().project()).isEqualTo(original);
        assertThat(window.document().file()).contains(project);
    }

    /** Fires the drag-over and drop events a file manager's drop would deliver to the window. */
    private boolean dropOnWindow(Path file) {
        Dragboard board = DragboardHelper.createDragboard(dropClipboard());
        DragboardHelper.setDataAccessRestriction(board, false);
        board.setContent(Map.of(DataFormat.FILES, List.<File>of(file.toFile())));
        DragEvent over =
                new DragEvent(DragEvent.DRAG_OVER, board, 200, 200, 200, 200, TransferMode.COPY, null, null, null);
        Event.fireEvent(window.stage().getScene(), over);
        DragEvent drop =
                new DragEvent(DragEvent.DRAG_DROPPED, board, 200, 200, 200, 200, TransferMode.COPY, null, null, null);
        Event.fireEvent(window.stage().getScene(), drop);
        return window.document().project().table("audit", "events").isPresent();
    }

    /** The text elements of an SVG file, parsed without fetching the DTD it declares. */
    private static List<String> svgTexts(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        NodeList elements = factory.newDocumentBuilder()
                .parse(svg.toFile())
                .getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
        List<String> texts = new java.util.ArrayList<>();
        for (int i = 0; i < elements.getLength(); i++) {
            texts.add(elements.item(i).getTextContent());
        }
        return texts;
    }

    /** The toolkit's local clipboard, offering a copy as a file manager's drag does. */
    private static TKClipboard dropClipboard() {
        TKClipboard local = Toolkit.getToolkit().createLocalClipboard();
        return (TKClipboard) Proxy.newProxyInstance(
                TKClipboard.class.getClassLoader(), new Class<?>[] {TKClipboard.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getTransferModes")) {
                        return Set.of(TransferMode.COPY);
                    }
                    try {
                        return method.invoke(local, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Test
    void should_export_the_ddl_that_reads_back_to_the_same_schema() throws Exception {
        Path ddl = dir.resolve("hotel.cql");

        onFx(() -> assertThat(features.exports().exportDdl(ddl)).isTrue());

        Project read = new CqlReader().read(ddl).project();
        assertThat(read.keyspaces()).isEqualTo(original.keyspaces());
    }

    @Test
    void should_export_the_current_view_as_png_and_svg() throws Exception {
        Path png = dir.resolve("logical.png");
        Path svg = dir.resolve("logical.svg");
        onFx(() -> window.select(ViewKind.LOGICAL));

        onFx(() ->
                assertThat(features.exports().exportView(png, ExportFormat.PNG)).isTrue());
        onFx(() ->
                assertThat(features.exports().exportView(svg, ExportFormat.SVG)).isTrue());

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isGreaterThan(400);
        assertThat(svgTexts(svg)).contains("hotels_by_poi", "available_rooms_by_hotel_date");
    }

    @Test
    void should_leave_only_complete_files_and_no_temporary_files_behind() throws Exception {
        Path ddl = dir.resolve("out.cql");
        Path png = dir.resolve("out.png");
        Path svg = dir.resolve("out.svg");
        onFx(() -> {
            features.exports().exportDdl(ddl);
            features.exports().exportView(png, ExportFormat.PNG);
            features.exports().exportView(svg, ExportFormat.SVG);
        });

        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("out.cql", "out.png", "out.svg");
        }
        assertThat(Files.readString(ddl)).endsWith(";\n");
        assertThat(ImageIO.read(png.toFile())).as("a PNG that decodes whole").isNotNull();
        assertThat(svgTexts(svg)).as("an SVG that parses whole").isNotEmpty();
    }
}
