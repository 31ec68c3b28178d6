package dev.keyspace.app.designer.cql;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/** The style classes of every character of the text: token colours with the diagnostic underlines on top. */
final class CqlStyles {

    private CqlStyles() {}

    static StyleSpans<Collection<String>> of(int length, List<CqlTokens.Piece> pieces, List<CqlMarks.Mark> marks) {
        StyleSpansBuilder<Collection<String>> builder = new StyleSpansBuilder<>();
        if (length == 0) {
            return builder.add(List.of(), 0).create();
        }
        if (marks.isEmpty()) {
            return tokensOnly(length, pieces);
        }
        TreeSet<Integer> cuts = new TreeSet<>(List.of(0, length));
        pieces.forEach(p -> {
            cuts.add(p.start());
            cuts.add(p.end());
        });
        marks.forEach(m -> {
            cuts.add(Math.min(length, m.start()));
            cuts.add(Math.min(length, m.end()));
        });
        int piece = 0;
        Integer from = cuts.first();
        for (Integer to = cuts.higher(from); to != null; from = to, to = cuts.higher(to)) {
            while (piece < pieces.size() && pieces.get(piece).end() <= from) {
                piece++;
            }
            List<String> classes = new ArrayList<>(2);
            if (piece < pieces.size() && pieces.get(piece).start() <= from) {
                classes.add(pieces.get(piece).styleClass());
            }
            for (CqlMarks.Mark mark : marks) {
                if (mark.contains(from)) {
                    classes.add(mark.styleClass());
                }
            }
            builder.add(classes, to - from);
        }
        return builder.create();
    }

    /** The common case, no diagnostics: one pass over the pieces, which are in order and never overlap. */
    private static StyleSpans<Collection<String>> tokensOnly(int length, List<CqlTokens.Piece> pieces) {
        StyleSpansBuilder<Collection<String>> builder = new StyleSpansBuilder<>(2 * pieces.size() + 1);
        int at = 0;
        for (CqlTokens.Piece piece : pieces) {
            int start = Math.min(piece.start(), length);
            int end = Math.min(piece.end(), length);
            if (start > at) {
                builder.add(List.of(), start - at);
            }
            if (end > start && start >= at) {
                builder.add(List.of(piece.styleClass()), end - start);
                at = end;
            }
        }
        if (at < length) {
            builder.add(List.of(), length - at);
        }
        return builder.create();
    }
}
