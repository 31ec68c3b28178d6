package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.app.views.spec.TypeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;

/** Builds the nodes of the Chebotko diagrams, with types (physical) or without (logical). */
final class ChebotkoNodes {

    private ChebotkoNodes() {}

    /** What the node shows: a {@link ChebotkoBox}, or the query for a query's entry box. */
    static Object content(SpecNode node, boolean typed) {
        return switch (node.kind()) {
            case TABLE -> table((TableRef) node.element(), node, typed);
            case VIEW -> view((ViewRef) node.element(), node, typed);
            case TYPE -> type((TypeRef) node.element(), node, typed);
            case QUERY -> node.element();
            default -> throw new IllegalArgumentException("not a Chebotko node: " + node);
        };
    }

    static Node create(Object content) {
        return content instanceof ChebotkoBox box ? box.draw() : new QueryEntryNode((Query) content);
    }

    /**
     * Readies the nodes to be made off the JavaFX thread: the fonts their texts take are found by styling a sample
     * text in a scene, which only that thread may make. (A query's entry box makes its tooltip, a popup, on that
     * thread, when the pointer first enters it.)
     */
    static boolean readyToDrawAside() {
        ChebotkoTableNode.resolveFonts();
        KeyspaceFrameNode.resolveFont();
        DiagramText.font("query-entry-text");
        return true;
    }

    private static ChebotkoBox table(TableRef ref, SpecNode node, boolean typed) {
        List<String> footer = typed ? ChebotkoRows.indexLines(ref.keyspace(), ref.table()) : List.of();
        return new ChebotkoBox(
                node.id(),
                ref.table().name().asCql(),
                Optional.empty(),
                ChebotkoRows.forTable(ref.keyspace(), ref.table(), typed),
                footer,
                "chebotko-table");
    }

    private static ChebotkoBox view(ViewRef ref, SpecNode node, boolean typed) {
        return new ChebotkoBox(
                node.id(),
                ref.view().name().asCql(),
                Optional.of("materialized view of " + ref.view().baseTable().asCql()),
                rows(ChebotkoRows.forView(ref.keyspace(), ref.view()), typed),
                List.of(),
                "materialized-view");
    }

    /** In the logical view no keyspace frame surrounds a type, so its box names the keyspace. */
    private static ChebotkoBox type(TypeRef ref, SpecNode node, boolean typed) {
        return new ChebotkoBox(
                node.id(),
                ref.type().name().asCql() + " *",
                typed
                        ? Optional.empty()
                        : Optional.of(
                                "type in keyspace " + ref.keyspace().name().asCql()),
                rows(ChebotkoRows.forType(ref.type()), typed),
                List.of(),
                "udt");
    }

    private static List<ChebotkoRow> rows(List<ChebotkoRow> typedRows, boolean typed) {
        return typed
                ? typedRows
                : typedRows.stream().map(ChebotkoRow::withoutType).toList();
    }
}
