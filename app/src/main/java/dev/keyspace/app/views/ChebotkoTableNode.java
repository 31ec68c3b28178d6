package dev.keyspace.app.views;

import dev.keyspace.model.schema.ElementId;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * A Chebotko box (method.md section 3): the name on top, then one line per column with its name, its type
 * (physical view only) and its markers in aligned columns, then optional footer lines (indexes). Tables,
 * materialized views and user-defined types are all drawn this way, told apart by style class and title.
 *
 * <p>Its size comes from its texts' measures, not from text nodes: the nodes that draw it are made when it first
 * enters a scene, so that a large diagram's boxes far from the view cost a few strings each (see {@link DiagramView}).
 * Each column of its lines (names, types, markers) is one text of many lines ({@link TextColumn}): a box is half a
 * dozen nodes whatever its number of columns, and where a line is drawn follows from its index alone.
 */
public final class ChebotkoTableNode extends DiagramRegion {

    private static final double PAD_X = 10;
    private static final double PAD_Y = 6;
    private static final double CELL_GAP = 18;
    private static final double ROW_GAP = 3;
    private static final String[] CELL_CLASSES = {"chebotko-column", "chebotko-type", "chebotko-marker"};

    private final List<ChebotkoRow> rows;
    private final String titleText;
    private final Optional<String> subtitleText;
    private final List<String> footerLines;
    private final double[] cellWidths = new double[3];
    private final double titleWidth;
    private final double titleHeight;
    private final double subtitleWidth;
    private final double subtitleHeight;
    private final double footerWidth;
    // made with the texts when the box first enters a scene: a whole diagram's boxes far from the view are no nodes
    private Rectangle box;
    private Rectangle rowMark;
    private int markedRow = -1;
    private Line headerRule;
    private Line footerRule;
    private Text title;
    private Optional<Text> subtitle = Optional.empty();
    private final TextColumn[] cells = new TextColumn[3];
    private TextColumn footer;

    public ChebotkoTableNode(
            ElementId id,
            String titleText,
            Optional<String> subtitleText,
            List<ChebotkoRow> rows,
            List<String> footerLines,
            String styleClass) {
        this.rows = List.copyOf(rows);
        this.titleText = titleText;
        this.subtitleText = subtitleText;
        this.footerLines = List.copyOf(footerLines);
        DiagramNodes.tag(this, id);
        // drawn once into an image and then copied: panning a large diagram redraws no text
        setCache(true);
        getStyleClass().addAll("chebotko-box", styleClass);
        Bounds titleSize = DiagramText.measure(titleText, "chebotko-title");
        titleWidth = titleSize.getWidth();
        titleHeight = titleSize.getHeight();
        Optional<Bounds> subtitleSize = subtitleText.map(s -> DiagramText.measure(s, "chebotko-subtitle"));
        subtitleWidth = subtitleSize.map(Bounds::getWidth).orElse(0.0);
        subtitleHeight = subtitleSize.map(Bounds::getHeight).orElse(0.0);
        for (ChebotkoRow row : this.rows) {
            String[] line = {row.name(), row.type(), row.marker()};
            for (int column = 0; column < 3; column++) {
                double width =
                        DiagramText.measure(line[column], CELL_CLASSES[column]).getWidth();
                cellWidths[column] = Math.max(cellWidths[column], width);
            }
        }
        double widestFooter = 0;
        for (String line : this.footerLines) {
            widestFooter = Math.max(
                    widestFooter, DiagramText.measure(line, "chebotko-footer").getWidth());
        }
        footerWidth = widestFooter;
        sceneProperty().addListener((o, before, now) -> {
            if (now != null) {
                draw();
            }
        });
    }

    /**
     * Finds, on the JavaFX thread, the fonts of every text a box measures, so that boxes can then be made on any
     * thread (see {@link DiagramText#measure}).
     */
    static void resolveFonts() {
        for (String styleClass : List.of("chebotko-title", "chebotko-subtitle", "chebotko-footer")) {
            DiagramText.font(styleClass);
        }
        for (String styleClass : CELL_CLASSES) {
            DiagramText.font(styleClass);
        }
    }

    /** Makes the nodes that draw the box, once. */
    private void draw() {
        if (title != null) {
            return;
        }
        title = DiagramText.of(titleText, "chebotko-title");
        subtitle = subtitleText.map(s -> DiagramText.of(s, "chebotko-subtitle"));
        box = styled(new Rectangle(), "chebotko-outline");
        rowMark = styled(new Rectangle(), "chebotko-row-mark");
        headerRule = styled(new Line(), "chebotko-rule");
        footerRule = styled(new Line(), "chebotko-rule");
        getChildren().add(box);
        if (markedRow >= 0) {
            getChildren().add(rowMark);
        }
        getChildren().addAll(headerRule, title);
        subtitle.ifPresent(getChildren()::add);
        for (int column = 0; column < 3; column++) {
            int cell = column;
            List<String> lines = rows.stream().map(r -> cellOf(r, cell)).toList();
            cells[column] = TextColumn.of(lines, rowHeight(), CELL_CLASSES[column]);
            getChildren().addAll(cells[column].nodes());
        }
        if (!footerLines.isEmpty()) {
            getChildren().add(footerRule);
        }
        footer = TextColumn.of(footerLines, rowHeight(), "chebotko-footer");
        getChildren().addAll(footer.nodes());
    }

    private static <T extends Node> T styled(T node, String styleClass) {
        node.getStyleClass().add(styleClass);
        return node;
    }

    private static String cellOf(ChebotkoRow row, int column) {
        return switch (column) {
            case 0 -> row.name();
            case 1 -> row.type();
            default -> row.marker();
        };
    }

    /**
     * Gives up the nodes that draw the box (it is drawn again when it next enters a scene): an export drawing a
     * large diagram a band at a time keeps only its band's boxes drawn.
     */
    void undraw() {
        if (title == null || getScene() != null) {
            return;
        }
        getChildren().clear();
        title = null;
        subtitle = Optional.empty();
        box = null;
        rowMark = null;
        headerRule = null;
        footerRule = null;
        Arrays.fill(cells, null);
        footer = null;
    }

    public String title() {
        return titleText;
    }

    public List<ChebotkoRow> rows() {
        return rows;
    }

    /** Each column line as read, e.g. {@code poi_name K} or {@code poi_name text K}. */
    public List<String> lines() {
        return rows.stream().map(ChebotkoRow::text).toList();
    }

    public List<String> footerLines() {
        return footerLines;
    }

    /** The index of the column line at this height (in the node's own coordinates), if any. */
    public OptionalInt rowAt(double y) {
        double offset = y - (headerHeight() + PAD_Y);
        if (offset < 0) {
            return OptionalInt.empty();
        }
        int index = (int) (offset / rowHeight());
        return index < rows.size() ? OptionalInt.of(index) : OptionalInt.empty();
    }

    /**
     * Where the type of a column line is drawn, the line's height high, in the node's own coordinates; empty for
     * a line drawn without a type (the logical view's).
     */
    public Optional<Bounds> typeBounds(int index) {
        if (index < 0 || index >= rows.size() || rows.get(index).type().isEmpty()) {
            return Optional.empty();
        }
        double width =
                DiagramText.measure(rows.get(index).type(), CELL_CLASSES[1]).getWidth();
        return Optional.of(new BoundingBox(columnStarts()[1], rowTop(index), width, rowHeight()));
    }

    /** The top of a column line, in the node's own coordinates. */
    public double rowTop(int index) {
        return headerHeight() + PAD_Y + index * rowHeight();
    }

    public double rowHeight() {
        return titleHeight * 0.95 + ROW_GAP;
    }

    /** Highlights one column line (the editor's selected column), or none with a negative index. */
    public void markRow(int index) {
        int row = index < rows.size() ? index : -1;
        if (row == markedRow) {
            return;
        }
        markedRow = row;
        // in the scene only while a line is marked: a box is as few nodes as it can be
        if (title != null && markedRow >= 0 && rowMark.getParent() == null) {
            getChildren().add(1, rowMark);
        } else if (markedRow < 0 && rowMark != null) {
            getChildren().remove(rowMark);
        }
        requestLayout();
    }

    private double headerHeight() {
        return titleHeight + subtitleHeight + 2 * PAD_Y;
    }

    private double columnsWidth() {
        double width = 0;
        int used = 0;
        for (double w : cellWidths) {
            if (w > 0) {
                width += w;
                used++;
            }
        }
        return width + Math.max(0, used - 1) * CELL_GAP;
    }

    @Override
    protected double computePrefWidth(double height) {
        double widest = Math.max(Math.max(titleWidth, columnsWidth()), Math.max(subtitleWidth, footerWidth));
        return Math.max(widest + 2 * PAD_X, 120);
    }

    @Override
    protected double computePrefHeight(double width) {
        double body = rows.size() * rowHeight() + 2 * PAD_Y;
        double footerHeight = footerLines.isEmpty() ? 0 : footerLines.size() * rowHeight() + 2 * PAD_Y;
        return headerHeight() + Math.max(body, rowHeight()) + footerHeight;
    }

    @Override
    protected void layoutChildren() {
        if (title == null) {
            return; // not drawn yet: nothing to place
        }
        double width = getWidth();
        box.setWidth(width);
        box.setHeight(getHeight());
        DiagramText.place(title, PAD_X, PAD_Y);
        subtitle.ifPresent(s -> DiagramText.place(s, PAD_X, PAD_Y + titleHeight));
        double header = headerHeight();
        setRule(headerRule, header, width);
        if (markedRow >= 0) {
            rowMark.setX(1);
            rowMark.setY(rowTop(markedRow) - ROW_GAP / 2);
            rowMark.setWidth(width - 2);
            rowMark.setHeight(rowHeight());
        }
        double[] x = columnStarts();
        for (int column = 0; column < 3; column++) {
            cells[column].place(x[column], header + PAD_Y);
        }
        double footerTop = header + Math.max(rows.size() * rowHeight() + 2 * PAD_Y, rowHeight());
        setRule(footerRule, footerTop, width);
        footer.place(PAD_X, footerTop + PAD_Y);
    }

    /** Names start at the left; types follow the widest name; markers sit at the right edge's column. */
    private double[] columnStarts() {
        double nameWidth = cellWidths[0];
        double typeWidth = cellWidths[1];
        double markerWidth = cellWidths[2];
        double markerX = getWidth() - PAD_X - markerWidth;
        double typeX = PAD_X + nameWidth + CELL_GAP;
        if (typeWidth == 0) {
            typeX = markerX;
        }
        return new double[] {PAD_X, typeX, Math.max(markerX, typeX + typeWidth + (typeWidth > 0 ? CELL_GAP : 0))};
    }

    private static void setRule(Line rule, double y, double width) {
        rule.setStartX(0);
        rule.setEndX(width);
        rule.setStartY(y);
        rule.setEndY(y);
    }
}
