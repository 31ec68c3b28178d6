package dev.keyspace.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.FxTestSupport;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.HotelSample;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class ExportTest {

    /** The exports stay in target/diagrams for a person to look at. */
    private static final Path OUT = Path.of("target", "diagrams");

    private static final Project HOTEL = HotelSample.build();

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
        java.nio.file.Files.createDirectories(OUT);
    }

    private static Path export(ViewKind kind, ExportFormat format) throws Exception {
        Path file = OUT.resolve("hotel-" + kind.name().toLowerCase(Locale.ROOT) + "."
                + format.name().toLowerCase(Locale.ROOT));
        DiagramView view = FxTestSupport.rendered(kind, HOTEL);
        FxTestSupport.onFx(() -> {
            if (format == ExportFormat.PNG) {
                PngExporter.write(view, file);
            } else {
                SvgExporter.write(view, file);
            }
            return null;
        });
        return file;
    }

    @ParameterizedTest
    @EnumSource(ViewKind.class)
    void should_write_a_png_with_the_drawing_on_white(ViewKind kind) throws Exception {
        BufferedImage image = ImageIO.read(export(kind, ExportFormat.PNG).toFile());

        assertThat(image.getWidth()).isGreaterThan(300);
        assertThat(image.getHeight()).isGreaterThan(100);
        assertThat(nonWhitePixels(image)).isGreaterThan(5_000);
        assertThat(image.getRGB(0, 0) & 0xFFFFFF).isEqualTo(0xFFFFFF);
    }

    @ParameterizedTest
    @EnumSource(ViewKind.class)
    void should_write_well_formed_svg_with_the_labels_as_text(ViewKind kind) throws Exception {
        List<String> texts = svgTexts(export(kind, ExportFormat.SVG));

        assertThat(texts).isNotEmpty();
        switch (kind) {
            case CONCEPTUAL -> assertThat(texts).contains("Hotel", "Near", "emails", "m", "n", "1");
            case WORKFLOW -> assertThat(texts).contains("View hotel information", "Q2", "Q6, Q7, Q8");
            case LOGICAL, PHYSICAL -> assertThat(texts)
                    .contains(
                            "hotels_by_poi",
                            "hotels",
                            "pois_by_hotel",
                            "available_rooms_by_hotel_date",
                            "amenities_by_room",
                            "reservations_by_confirmation",
                            "reservations_by_hotel_date",
                            "reservations_by_guest",
                            "guests",
                            "address *",
                            "Q1",
                            "C↑");
        }
        if (kind == ViewKind.PHYSICAL) {
            assertThat(texts).contains("frozen<address>", "keyspace hotel  (SimpleStrategy, RF 3)");
        }
    }

    @Test
    void should_write_each_line_of_a_box_as_its_own_text_on_that_line() throws Exception {
        Document svg = parse(export(ViewKind.PHYSICAL, ExportFormat.SVG));
        Element box = SvgDrawing.descendants(svg.getDocumentElement(), "g").stream()
                .filter(g -> g.getAttribute("data-name").equals("hotel.hotels_by_poi"))
                .findFirst()
                .orElseThrow();

        // in reading order: line by line from the top (to a hundredth of a pixel), each line from the left
        List<String> read = SvgDrawing.descendants(box, "text").stream()
                .sorted(Comparator.<Element>comparingDouble(t -> Math.round(at(t).getY() * 100))
                        .thenComparingDouble(t -> at(t).getX()))
                .map(Element::getTextContent)
                .toList();
        assertThat(read)
                .containsExactly(
                        "hotels_by_poi",
                        "poi_name",
                        "text",
                        "K",
                        "hotel_id",
                        "text",
                        "C↑",
                        "name",
                        "text",
                        "phone",
                        "text",
                        "address",
                        "frozen<address>",
                        "*");
    }

    /** Where a text's baseline starts in the drawing. */
    private static Point2D at(Element text) {
        Point2D shift = SvgDrawing.translation(text);
        return new Point2D.Double(
                shift.getX() + Double.parseDouble(text.getAttribute("x")),
                shift.getY() + Double.parseDouble(text.getAttribute("y")));
    }

    @Test
    void should_export_the_same_area_as_png_and_svg() throws Exception {
        BufferedImage image =
                ImageIO.read(export(ViewKind.LOGICAL, ExportFormat.PNG).toFile());
        Document svg = parse(export(ViewKind.LOGICAL, ExportFormat.SVG));

        double width = Double.parseDouble(svg.getDocumentElement().getAttribute("width"));
        double height = Double.parseDouble(svg.getDocumentElement().getAttribute("height"));
        assertThat(width).isEqualTo(image.getWidth());
        assertThat(height).isEqualTo(image.getHeight());
    }

    @Test
    void should_leave_no_temporary_file_next_to_the_export() throws Exception {
        Path file = export(ViewKind.WORKFLOW, ExportFormat.PNG);

        try (Stream<Path> siblings = Files.list(file.getParent())) {
            assertThat(siblings.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
    }

    @Test
    void should_tell_the_format_from_the_file_extension() {
        assertThat(ExportFormat.ofFile(Path.of("out/Diagram.PNG"))).contains(ExportFormat.PNG);
        assertThat(ExportFormat.ofFile(Path.of("diagram.svg"))).contains(ExportFormat.SVG);
        assertThat(ExportFormat.ofFile(Path.of("diagram.pdf"))).isEmpty();
    }

    static long nonWhitePixels(BufferedImage image) {
        long count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                    count++;
                }
            }
        }
        return count;
    }

    /** Parses without fetching the SVG 1.0 DTD the document declares (tests stay off the network). */
    private static Document parse(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory.newDocumentBuilder().parse(svg.toFile());
    }

    private static List<String> svgTexts(Path svg) throws Exception {
        NodeList elements = parse(svg).getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < elements.getLength(); i++) {
            texts.add(elements.item(i).getTextContent());
        }
        return texts;
    }
}
