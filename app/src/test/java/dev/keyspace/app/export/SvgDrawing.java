package dev.keyspace.app.export;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * What an exported SVG draws, read back from its semantic groups for measuring: each box (the union of the
 * rectangles in its group), and each arrow's line (its first path), ends and label background. Only the
 * translations ksd's SVG writes are understood.
 */
record SvgDrawing(List<SvgDrawing.Box> boxes, List<SvgDrawing.Arrow> arrows) {

    private static final String SVG = "http://www.w3.org/2000/svg";
    private static final Pattern MATRIX = Pattern.compile("matrix\\(([^)]*)\\)");
    private static final Pattern POINT = Pattern.compile("[ML]\\s*(-?[0-9.Ee-]+)[ ,]+(-?[0-9.Ee-]+)");

    record Box(String kind, String name, Rectangle2D bounds) {}

    record Arrow(String from, String to, String label, List<Point2D> line, Rectangle2D labelBounds) {}

    static SvgDrawing parse(String svg, Set<String> boxKinds) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        NodeList groups = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
                .getElementsByTagNameNS(SVG, "g");
        List<Box> boxes = new ArrayList<>();
        List<Arrow> arrows = new ArrayList<>();
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            String kind = group.getAttribute("class");
            if (kind.equals("arrow")) {
                arrows.add(arrow(group));
            } else if (boxKinds.contains(kind) && group.hasAttribute("data-name")) {
                Rectangle2D bounds = null;
                for (Element rect : descendants(group, "rect")) {
                    bounds = bounds == null ? rectangle(rect) : bounds.createUnion(rectangle(rect));
                }
                if (bounds != null) {
                    boxes.add(new Box(kind, group.getAttribute("data-name"), bounds));
                }
            }
        }
        return new SvgDrawing(boxes, arrows);
    }

    private static Arrow arrow(Element group) {
        List<Element> paths = descendants(group, "path");
        List<Point2D> line = new ArrayList<>();
        if (!paths.isEmpty()) {
            Point2D shift = translation(paths.get(0));
            Matcher m = POINT.matcher(paths.get(0).getAttribute("d"));
            while (m.find()) {
                line.add(new Point2D.Double(
                        Double.parseDouble(m.group(1)) + shift.getX(), Double.parseDouble(m.group(2)) + shift.getY()));
            }
        }
        List<Element> rects = descendants(group, "rect");
        return new Arrow(
                group.getAttribute("data-from"),
                group.getAttribute("data-to"),
                group.getAttribute("data-label"),
                line,
                rects.isEmpty() ? null : rectangle(rects.get(0)));
    }

    private static Rectangle2D rectangle(Element rect) {
        Point2D shift = translation(rect);
        return new Rectangle2D.Double(
                number(rect, "x") + shift.getX(),
                number(rect, "y") + shift.getY(),
                number(rect, "width"),
                number(rect, "height"));
    }

    private static double number(Element e, String attribute) {
        return Double.parseDouble(e.getAttribute(attribute));
    }

    /** The sum of the translations of the element and its ancestors (ksd writes no other transforms). */
    static Point2D translation(Element element) {
        double x = 0;
        double y = 0;
        for (Node n = element; n instanceof Element e; n = n.getParentNode()) {
            Matcher m = MATRIX.matcher(e.getAttribute("transform"));
            if (m.find()) {
                String[] v = m.group(1).split(",");
                x += Double.parseDouble(v[4].trim());
                y += Double.parseDouble(v[5].trim());
            }
        }
        return new Point2D.Double(x, y);
    }

    static List<Element> descendants(Element group, String tag) {
        NodeList found = group.getElementsByTagNameNS(SVG, tag);
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < found.getLength(); i++) {
            elements.add((Element) found.item(i));
        }
        return elements;
    }
}
