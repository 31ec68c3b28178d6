package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.DiagramViews;
import dev.keyspace.app.views.FxTestSupport;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A large diagram exported a band at a time holds only the band's boxes drawn, draws the same pixels as with every
 * box in the scene, and writes each box once in its SVG: a generated physical model of 360 tables, laid out by the auto-layout, drawn in bands from
 * top to bottom (so boxes leave the scene, give up their text, and some enter again in the next band).
 */
class BandedDrawingTest {

    private static final int BAND = 300;

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @Test
    void should_keep_only_the_band_s_boxes_drawn_and_draw_the_same_pixels_as_with_every_box() throws Exception {
        Project project = generated(new Random(20261129), 3, 120);
        List<String> problems = FxTestSupport.onFx(() -> {
            List<String> found = new ArrayList<>();
            DiagramView diagram = DiagramViews.create(ViewKind.PHYSICAL, project);
            HeadlessRenderer.drawnInBands(diagram);
            HeadlessRenderer.inSceneWithItsStylesheets(diagram);
            ExportArea area = ExportArea.of(diagram);
            List<ChebotkoTableNode> boxes = project.keyspaces().stream()
                    .flatMap(k -> k.tables().stream())
                    .map(t -> (ChebotkoTableNode) diagram.node(t.id()).orElseThrow())
                    .toList();
            found.addAll(drawnBoxesBeforeAnyBand(boxes));
            TiledSnapshot banded = new TiledSnapshot(diagram, area, 1, true, TiledSnapshot.WIDEST);
            List<Long> bandedChecksums = new ArrayList<>();
            int mostDrawn = 0;
            int[] pixels = new int[BAND * banded.width()];
            for (int top = 0; top < banded.height(); top += BAND) {
                int rows = Math.min(BAND, banded.height() - top);
                banded.draw(top, rows, pixels, 0);
                bandedChecksums.add(checksum(pixels, rows * banded.width()));
                double bandTop = area.minY() + top;
                int drawn = 0;
                for (ChebotkoTableNode box : boxes) {
                    if (isDrawn(box)) {
                        drawn++;
                        Bounds b = box.getBoundsInParent();
                        if (b.getMaxY() < bandTop - 3 || b.getMinY() > bandTop + rows + 3) {
                            found.add(box.title() + " is drawn in the band at " + top + " it does not meet");
                        }
                    }
                }
                mostDrawn = Math.max(mostDrawn, drawn);
            }
            if (mostDrawn * 3 > boxes.size()) {
                found.add(mostDrawn + " of " + boxes.size() + " boxes drawn at once");
            }
            TiledSnapshot whole = new TiledSnapshot(diagram, area, 1, false, TiledSnapshot.WIDEST);
            for (int top = 0, band = 0; top < whole.height(); top += BAND, band++) {
                int rows = Math.min(BAND, whole.height() - top);
                whole.draw(top, rows, pixels, 0);
                if (checksum(pixels, rows * whole.width()) != bandedChecksums.get(band)) {
                    found.add("the band at row " + top + " differs from the one drawn with every box in the scene");
                }
            }
            if (boxes.stream().filter(BandedDrawingTest::isDrawn).count() != boxes.size()) {
                found.add("not every box is drawn once every box is in the scene");
            }
            return found;
        });

        assertThat(problems).isEmpty();
    }

    @Test
    void should_write_every_box_of_a_large_diagram_once_in_its_svg() throws Exception {
        Project project = generated(new Random(7), 4, 150);
        String svg = FxTestSupport.onFx(() -> {
            DiagramView diagram = DiagramViews.create(ViewKind.PHYSICAL, project);
            HeadlessRenderer.drawnInBands(diagram);
            HeadlessRenderer.inSceneWithItsStylesheets(diagram);
            return SvgExporter.render(diagram);
        });

        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document document =
                factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        NodeList groups = document.getElementsByTagName("g");
        List<String> tables = new ArrayList<>();
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (group.getAttribute("class").equals("table")) {
                tables.add(group.getAttribute("data-name"));
            }
        }
        List<String> expected = project.keyspaces().stream()
                .flatMap(k -> k.tables().stream()
                        .map(t -> k.name().asCql() + "." + t.name().asCql()))
                .toList();
        assertThat(tables).containsExactlyInAnyOrderElementsOf(expected);
    }

    private static List<String> drawnBoxesBeforeAnyBand(List<ChebotkoTableNode> boxes) {
        return boxes.stream()
                .filter(BandedDrawingTest::isDrawn)
                .map(b -> b.title() + " is drawn before any band is")
                .toList();
    }

    private static boolean isDrawn(Node box) {
        return !((ChebotkoTableNode) box).getChildrenUnmodifiable().isEmpty();
    }

    private static long checksum(int[] pixels, int count) {
        CRC32 crc = new CRC32();
        for (int i = 0; i < count; i++) {
            crc.update(pixels[i]);
            crc.update(pixels[i] >>> 8);
            crc.update(pixels[i] >>> 16);
        }
        return crc.getValue();
    }

    /** Keyspaces of tables of random shapes: two to twelve columns, so boxes of many heights. */
    private static Project generated(Random random, int keyspaces, int tables) {
        List<Keyspace> all = new ArrayList<>();
        NativeType[] types = {NativeType.UUID, NativeType.TEXT, NativeType.INT, NativeType.TIMESTAMP, NativeType.DECIMAL
        };
        for (int k = 0; k < keyspaces; k++) {
            Keyspace keyspace = Keyspace.of("ks" + k, Replication.simple(3));
            for (int t = 0; t < tables; t++) {
                List<Column> columns = new ArrayList<>();
                columns.add(Column.partitionKey("id", CqlType.of(NativeType.UUID), 0));
                columns.add(Column.clustering("at", CqlType.of(NativeType.TIMESTAMP), 0, ClusteringOrder.DESC));
                int regular = random.nextInt(11);
                for (int c = 0; c < regular; c++) {
                    columns.add(Column.regular("c" + c, CqlType.of(types[random.nextInt(types.length)])));
                }
                ElementId id = ElementId.forTable(Identifier.of("ks" + k), Identifier.of("t" + t));
                keyspace = keyspace.withTable(Table.of(id, "t" + t, columns));
            }
            all.add(keyspace);
        }
        return Project.empty("banded").withKeyspaces(all);
    }
}
