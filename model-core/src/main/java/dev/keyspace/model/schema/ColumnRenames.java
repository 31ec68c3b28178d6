package dev.keyspace.model.schema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Which columns of one state of a table a later state holds under another name, read from the later state's history. */
public final class ColumnRenames {

    private ColumnRenames() {}

    /**
     * Old name to new name for each column of {@code old} that {@code now} renamed: the old name is gone from
     * {@code now} and the new one was not a column of {@code old}. When {@code old} is an earlier state of
     * {@code now}'s project ({@code statesOfOneProject}: a version, and the tables share an element id) and its
     * history is where {@code now}'s began, the renames made since are followed from {@code old}'s columns, exactly.
     * Otherwise ({@code old} was read from a cluster or a script, which keep no history, or the histories part) only a
     * rename that cannot be another column's counts: see {@link #withoutCommonHistory}.
     */
    public static Map<Identifier, Identifier> between(Table old, Table now, boolean statesOfOneProject) {
        List<ColumnRename> history = now.columnRenames();
        if (history.isEmpty()) {
            return Map.of();
        }
        List<ColumnRename> before = old.columnRenames();
        boolean common = statesOfOneProject
                && before.size() <= history.size()
                && history.subList(0, before.size()).equals(before);
        return common ? since(old, now, before.size()) : withoutCommonHistory(old, now);
    }

    /** The entries of {@code now}'s history from {@code start} on, followed from each of {@code old}'s columns. */
    private static Map<Identifier, Identifier> since(Table old, Table now, int start) {
        List<ColumnRename> history = now.columnRenames();
        Map<Identifier, Identifier> current = new LinkedHashMap<>();
        old.columns().forEach(c -> current.put(c.name(), c.name()));
        for (ColumnRename rename : history.subList(start, history.size())) {
            if (rename.to().isEmpty()) {
                current.values().removeIf(rename.from()::equals);
            } else {
                Identifier to = rename.to().get();
                current.replaceAll((k, v) -> v.equals(rename.from()) ? to : v);
            }
        }
        Map<Identifier, Identifier> renamed = new LinkedHashMap<>();
        current.forEach((from, to) -> {
            if (renamedAway(old, now, from, to)) {
                renamed.put(from, to);
            }
        });
        return renamed;
    }

    /**
     * With no history in common, each column of {@code now} is followed back through the names it had (the history's
     * renames into it, newest first, until the name was another column's); old name {@code n} is taken for
     * {@code now}'s column {@code m} only when every entry of the history that names {@code n} is one of {@code m}'s
     * own renames. A name that another column had at some time (removed, renamed away, renamed into) could be that
     * column in {@code old}, so it is never taken: a rename is missed rather than a wrong one made.
     */
    private static Map<Identifier, Identifier> withoutCommonHistory(Table old, Table now) {
        List<ColumnRename> history = now.columnRenames();
        Map<Identifier, Identifier> renamed = new LinkedHashMap<>();
        for (Column column : now.columns()) {
            Identifier name = column.name();
            List<Integer> own = new ArrayList<>();
            List<Identifier> earlier = new ArrayList<>();
            for (int i = history.size() - 1; i >= 0; i--) {
                ColumnRename entry = history.get(i);
                if (entry.to().isPresent() && entry.to().get().equals(name)) {
                    own.add(i);
                    name = entry.from();
                    earlier.add(name);
                } else if (entry.from().equals(name)) {
                    break; // before this, the name was another column's
                }
            }
            for (Identifier candidate : earlier) {
                if (renamedAway(old, now, candidate, column.name()) && onlyOwn(history, own, candidate)) {
                    renamed.put(candidate, column.name());
                    break;
                }
            }
        }
        return renamed;
    }

    private static boolean onlyOwn(List<ColumnRename> history, List<Integer> own, Identifier name) {
        for (int i = 0; i < history.size(); i++) {
            ColumnRename entry = history.get(i);
            boolean names = entry.from().equals(name)
                    || entry.to().isPresent() && entry.to().get().equals(name);
            if (names && !own.contains(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean renamedAway(Table old, Table now, Identifier from, Identifier to) {
        return !from.equals(to)
                && old.column(from).isPresent()
                && now.column(from).isEmpty()
                && now.column(to).isPresent()
                && old.column(to).isEmpty();
    }
}
