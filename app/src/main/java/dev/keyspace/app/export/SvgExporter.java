package dev.keyspace.app.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
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
 */
public final class SvgExporter {

    private SvgExporter() {}

    /** The SVG document. Must be called on the JavaFX thread, with the node in a scene. */
    public static String render(Node diagram) {
        ExportArea area = ExportArea.of(diagram);
        SVGGraphics2D g = new SVGGraphics2D(area.width(), area.height());
        g.setPaint(java.awt.Color.WHITE);
        g.fill(new java.awt.geom.Rectangle2D.Double(0, 0, area.width(), area.height()));
        Affine origin = new Affine();
        origin.appendTranslation(-area.minX(), -area.minY());
        drawChildren(diagram, origin, g, SvgGroups.of(diagram));
        return g.getSVGDocument();
    }

    /** Must be called on the JavaFX thread, with the node in a scene. */
    public static void write(Node diagram, Path file) throws IOException {
        String document = render(diagram);
        ExportFiles.write(file, document.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    private static void drawChildren(Node node, Transform toExport, SVGGraphics2D g, SvgGroups groups) {
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                draw(child, toExport, g, groups);
            }
        }
    }

    private static void draw(Node node, Transform parentToExport, SVGGraphics2D g, SvgGroups groups) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        Optional<Map<String, String>> group = groups.groupOf(node);
        group.ifPresent(attributes -> g.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, attributes));
        Transform toExport = parentToExport.createConcatenation(node.getLocalToParentTransform());
        if (node instanceof Shape shape) {
            SvgShapes.draw(shape, toExport, g);
        }
        drawChildren(node, toExport, g, groups);
        group.ifPresent(attributes -> g.setRenderingHint(SVGHints.KEY_END_GROUP, Boolean.TRUE));
    }
}
