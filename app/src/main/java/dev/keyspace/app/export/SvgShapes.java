package dev.keyspace.app.export;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.Optional;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Ellipse;
import javafx.scene.shape.Line;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.transform.Transform;

/**
 * Draws one JavaFX shape onto a Graphics2D with the fill, stroke and font that CSS gave it: rectangles,
 * ellipses, circles, lines, polylines, polygons and text, one SVG text a line (with its underline). These are the
 * only marks the diagrams draw.
 */
final class SvgShapes {

    private SvgShapes() {}

    static void draw(Shape shape, Transform toExport, Graphics2D g) {
        g.setTransform(new AffineTransform(
                toExport.getMxx(),
                toExport.getMyx(),
                toExport.getMxy(),
                toExport.getMyy(),
                toExport.getTx(),
                toExport.getTy()));
        if (shape instanceof Text text) {
            drawText(text, g);
            return;
        }
        Optional<java.awt.Shape> outline = outline(shape);
        if (outline.isEmpty()) {
            return;
        }
        awtColor(shape.getFill()).ifPresent(color -> {
            g.setPaint(color);
            g.fill(outline.get());
        });
        Optional<java.awt.Color> stroke = awtColor(shape.getStroke());
        if (stroke.isPresent() && shape.getStrokeWidth() > 0) {
            g.setPaint(stroke.get());
            g.setStroke(stroke(shape));
            g.draw(outline.get());
        }
    }

    private static Optional<java.awt.Shape> outline(Shape shape) {
        if (shape instanceof Rectangle r) {
            if (r.getArcWidth() > 0 || r.getArcHeight() > 0) {
                return Optional.of(new RoundRectangle2D.Double(
                        r.getX(), r.getY(), r.getWidth(), r.getHeight(), r.getArcWidth(), r.getArcHeight()));
            }
            return Optional.of(new Rectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight()));
        }
        if (shape instanceof Ellipse e) {
            return Optional.of(new Ellipse2D.Double(
                    e.getCenterX() - e.getRadiusX(),
                    e.getCenterY() - e.getRadiusY(),
                    2 * e.getRadiusX(),
                    2 * e.getRadiusY()));
        }
        if (shape instanceof Circle c) {
            return Optional.of(new Ellipse2D.Double(
                    c.getCenterX() - c.getRadius(),
                    c.getCenterY() - c.getRadius(),
                    2 * c.getRadius(),
                    2 * c.getRadius()));
        }
        if (shape instanceof Line l) {
            // a path, not an SVG line: an arrow's line is a path a reader of the SVG can follow
            Path2D.Double path = new Path2D.Double();
            path.moveTo(l.getStartX(), l.getStartY());
            path.lineTo(l.getEndX(), l.getEndY());
            return Optional.of(path);
        }
        if (shape instanceof Polygon p) {
            return polygon(p.getPoints(), true);
        }
        if (shape instanceof Polyline p) {
            return polygon(p.getPoints(), false);
        }
        return Optional.empty();
    }

    private static Optional<java.awt.Shape> polygon(List<Double> points, boolean closed) {
        if (points.size() < 4) {
            return Optional.empty();
        }
        Path2D.Double path = new Path2D.Double();
        path.moveTo(points.get(0), points.get(1));
        for (int i = 2; i + 1 < points.size(); i += 2) {
            path.lineTo(points.get(i), points.get(i + 1));
        }
        if (closed) {
            path.closePath();
        }
        return Optional.of(path);
    }

    private static BasicStroke stroke(Shape shape) {
        float width = (float) shape.getStrokeWidth();
        List<Double> dashes = shape.getStrokeDashArray();
        if (dashes.isEmpty()) {
            return new BasicStroke(width, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER, 10f);
        }
        float[] pattern = new float[dashes.size()];
        for (int i = 0; i < pattern.length; i++) {
            pattern[i] = dashes.get(i).floatValue();
        }
        return new BasicStroke(
                width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, pattern, (float) shape.getStrokeDashOffset());
    }

    /** Each line of the text as its own SVG text, at the baseline JavaFX lays it out on. */
    private static void drawText(Text text, Graphics2D g) {
        Optional<java.awt.Color> color = awtColor(text.getFill());
        if (color.isEmpty() || text.getText().isEmpty()) {
            return;
        }
        g.setPaint(color.get());
        g.setFont(awtFont(text.getFont()));
        float x = (float) text.getX();
        double firstBaseline = text.getY() + baselineShift(text);
        String[] lines = text.getText().split("\n", -1);
        int start = 0;
        for (String line : lines) {
            if (!line.isEmpty()) {
                float baseline = (float) (firstBaseline + lineTop(text, start) - lineTop(text, 0));
                g.drawString(line, x, baseline);
                if (text.isUnderline() && lines.length == 1) {
                    double width = text.getLayoutBounds().getWidth();
                    g.setStroke(new BasicStroke(1f));
                    g.draw(new Line2D.Double(x, baseline + 2, x + width, baseline + 2));
                }
            }
            start += line.length() + 1;
        }
    }

    /** The top of the line that starts at this character, in the text's own coordinates. */
    private static double lineTop(Text text, int lineStart) {
        return text.caretShape(lineStart, true)[0] instanceof MoveTo top ? top.getY() : 0;
    }

    /** Text is drawn at its baseline; a Text positioned by its top has its baseline further down. */
    private static double baselineShift(Text text) {
        return switch (text.getTextOrigin()) {
            case BASELINE -> 0;
            case TOP -> text.getBaselineOffset();
            case CENTER -> text.getBaselineOffset() - text.getLayoutBounds().getHeight() / 2;
            case BOTTOM -> text.getBaselineOffset() - text.getLayoutBounds().getHeight();
        };
    }

    private static java.awt.Font awtFont(Font font) {
        String style = font.getStyle().toLowerCase(java.util.Locale.ROOT);
        int awtStyle = (style.contains("bold") ? java.awt.Font.BOLD : 0)
                | (style.contains("italic") || style.contains("oblique") ? java.awt.Font.ITALIC : 0);
        return new java.awt.Font(font.getFamily(), awtStyle, 1).deriveFont((float) font.getSize());
    }

    private static Optional<java.awt.Color> awtColor(Paint paint) {
        if (paint instanceof Color c && c.getOpacity() > 0) {
            return Optional.of(new java.awt.Color(
                    (float) c.getRed(), (float) c.getGreen(), (float) c.getBlue(), (float) c.getOpacity()));
        }
        return Optional.empty();
    }
}
