package dev.keyspace.app.export;

import dev.keyspace.app.views.DiagramView;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.geometry.BoundingBox;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.shape.Shape;
import javafx.scene.transform.Affine;
import javafx.scene.transform.Transform;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;

/**
 * Exports a diagram as SVG (JFreeSVG) by walking its node tree and drawing every visible shape and text
 * with the geometry, colours and fonts the window uses, over the same area as the PNG export. Each box and arrow
 * is a group that names what it shows ({@link SvgGroups}).
 *
 * <p>The document is written while it is drawn: JFreeSVG appends the elements to a buffer of ours, which is
 * handed to the output after each box and arrow, so a diagram of any size is never whole in memory. The clip
 * paths JFreeSVG collects come last, after the elements that use them, which SVG allows.
 */
public final class SvgExporter {

    /** The buffer is written out once it holds this many characters, or after each box and arrow. */
    private static final int FLUSH_CHARS = 64 * 1024;

    /** A large diagram is drawn this many of its pixels high at a time, with only the boxes meeting them drawn. */
    private static final double BAND = 2048;

    private SvgExporter() {}

    /** The SVG document. Must be called on the JavaFX thread, with the node in a scene. */
    public static String render(Node diagram) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            write(diagram, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static void write(Node diagram, Path file) throws IOException {
        ExportFiles.write(file, out -> write(diagram, out));
    }

    /** Writes the SVG document to {@code out} as UTF-8. Must be called on the JavaFX thread, with the node in a scene. */
    static void write(Node diagram, OutputStream out) throws IOException {
        ExportArea area = ExportArea.of(diagram);
        StringBuilder elements = new StringBuilder();
        SVGGraphics2D g = new SVGGraphics2D(area.width(), area.height(), null, elements);
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        String empty = g.getSVGDocument();
        int startTagEnd = empty.indexOf('>', empty.indexOf("<svg")) + 1;
        String afterDocument = empty.substring(empty.lastIndexOf("</svg>") + "</svg>".length());
        writer.write(empty, 0, startTagEnd);

        Drawing drawing = new Drawing(g, elements, writer, SvgGroups.of(diagram));
        g.setPaint(java.awt.Color.WHITE);
        g.fill(new java.awt.geom.Rectangle2D.Double(0, 0, area.width(), area.height()));
        Affine origin = new Affine();
        origin.appendTranslation(-area.minX(), -area.minY());
        if (diagram instanceof DiagramView view) {
            // a band at a time, each box and arrow once, where it is first met: frames, then each band's arrows and
            // boxes (arrows are routed clear of boxes, so a box drawn before a later band's arrow is not covered)
            for (double top = area.minY(); top < area.minY() + area.height(); top += BAND) {
                view.drawOnly(new BoundingBox(area.minX(), top, area.width(), BAND));
                ExportArea.settle(view);
                drawing.layers(view, origin);
            }
        } else {
            drawing.children(diagram, origin);
        }

        // what is left: the clip paths' definitions, the last elements, the end tag
        String element = g.getSVGElement();
        writer.write(element, element.indexOf('>') + 1, element.length() - element.indexOf('>') - 1);
        writer.write(afterDocument);
        writer.flush();
    }

    /** One export's walk of the node tree, handing the elements drawn so far to the writer as it goes. */
    private record Drawing(
            SVGGraphics2D g, StringBuilder elements, Writer writer, SvgGroups groups, Set<Node> written) {

        Drawing(SVGGraphics2D g, StringBuilder elements, Writer writer, SvgGroups groups) {
            this(g, elements, writer, groups, Collections.newSetFromMap(new IdentityHashMap<>()));
        }

        /** The layers' nodes (frames, arrows, boxes) not drawn yet, layer by layer. */
        void layers(Parent diagram, Transform toExport) throws IOException {
            for (Node layer : diagram.getChildrenUnmodifiable()) {
                if (layer instanceof Parent parent && layer.isVisible()) {
                    Transform layerToExport = toExport.createConcatenation(layer.getLocalToParentTransform());
                    for (Node child : parent.getChildrenUnmodifiable()) {
                        if (written.add(child)) {
                            draw(child, layerToExport);
                        }
                    }
                }
            }
        }

        void children(Node node, Transform toExport) throws IOException {
            if (node instanceof Parent parent) {
                for (Node child : parent.getChildrenUnmodifiable()) {
                    draw(child, toExport);
                }
            }
        }

        private void draw(Node node, Transform parentToExport) throws IOException {
            if (!node.isVisible() || node.getOpacity() == 0) {
                return;
            }
            Optional<Map<String, String>> group = groups.groupOf(node);
            group.ifPresent(attributes -> g.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, attributes));
            Transform toExport = parentToExport.createConcatenation(node.getLocalToParentTransform());
            if (node instanceof Shape shape) {
                SvgShapes.draw(shape, toExport, g);
            }
            children(node, toExport);
            if (group.isPresent()) {
                g.setRenderingHint(SVGHints.KEY_END_GROUP, Boolean.TRUE);
            }
            if (group.isPresent() || elements.length() > FLUSH_CHARS) {
                flush();
            }
        }

        private void flush() throws IOException {
            writer.append(elements);
            elements.setLength(0);
        }
    }
}
