package dev.keyspace.app.designer.find;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.app.designer.findings.FindingLocator;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;

/**
 * Everything Find can reach in one project: every element the outline lists (tables, views, columns, types,
 * fields, indexes, keyspaces, entities, attributes, relationships, queries, tasks) by its name, and every finding
 * by its rule and message. Built once per revision; a search is a scan with {@link NameMatch}, which answers within
 * a frame even for thousands of tables.
 */
public final class SearchIndex {

    /** One result: what to reveal, what it is, its name and where it lives. */
    public record Hit(ElementId id, String kind, String name, String detail) {
        @Override
        public String toString() {
            return name + "  —  " + detail;
        }
    }

    /** The name is prepared and {@code secondary} lower-cased once, here, rather than on every keystroke. */
    private record Entry(Hit hit, String name, NameMatch.Name prepared, String secondary, int kindOrder) {
        Entry(Hit hit, String name, String secondary, int kindOrder) {
            this(hit, name, new NameMatch.Name(name), secondary.toLowerCase(Locale.ROOT), kindOrder);
        }
    }

    /** A match on the qualified description or a finding's message ranks after any match on a name. */
    private static final int SECONDARY = 10;

    private static final List<String> KIND_ORDER = List.of(
            "table",
            "materialized",
            "entity",
            "query",
            "column",
            "attribute",
            "type",
            "field",
            "index",
            "keyspace",
            "relationship",
            "task",
            "transition",
            "finding");

    private final List<Entry> entries;

    /**
     * The last search's query and the positions of every entry it matched: a keystroke that types on searches only
     * those ({@link NameMatch.Query#narrows}), so typing costs less with each letter even on 10,000 tables. Find
     * searches from the JavaFX thread alone.
     */
    private Narrowing last;

    private record Narrowing(NameMatch.Query query, int[] matched) {}

    private SearchIndex(List<Entry> entries) {
        this.entries = entries;
    }

    public static SearchIndex of(Project project, List<Finding> findings) {
        List<Entry> entries = new ArrayList<>();
        for (Element element : Elements.of(project).all().values()) {
            String description = element.description();
            String kind = description.substring(0, Math.max(0, description.indexOf(' ')));
            entries.add(new Entry(
                    new Hit(element.id(), kind, element.name(), description),
                    element.name(),
                    description,
                    order(kind)));
        }
        FindingLocator locator = new FindingLocator(project);
        for (Finding finding : findings) {
            locator.locate(finding)
                    .ifPresent(id -> entries.add(new Entry(
                            new Hit(id, "finding", finding.ruleId(), finding.element() + ": " + finding.message()),
                            finding.ruleId(),
                            finding.element() + " " + finding.message(),
                            order("finding"))));
        }
        return new SearchIndex(List.copyOf(entries));
    }

    /**
     * The best {@code limit} hits for {@code query}, best first; none for a blank query. A keystroke searches every
     * name of the project, so the best are kept in a bounded heap rather than all matches sorted.
     */
    public List<Hit> search(String query, int limit) {
        NameMatch.Query prepared = new NameMatch.Query(query);
        if (prepared.isBlank() || limit <= 0) {
            return List.of();
        }
        Narrowing earlier = last;
        boolean narrowed = earlier != null && prepared.narrows(earlier.query());
        int candidates = narrowed ? earlier.matched().length : entries.size();
        int[] matched = new int[candidates];
        int matches = 0;
        PriorityQueue<Ranked> best = new PriorityQueue<>(limit + 1, BEST_FIRST.reversed());
        for (int c = 0; c < candidates; c++) {
            int position = narrowed ? earlier.matched()[c] : c;
            Entry entry = entries.get(position);
            int rank = NameMatch.rank(prepared, entry.prepared());
            if (rank < 0 && entry.secondary().contains(prepared.wanted())) {
                rank = SECONDARY;
            }
            if (rank >= 0) {
                matched[matches++] = position;
                best.add(new Ranked(entry, rank));
                if (best.size() > limit) {
                    best.poll();
                }
            }
        }
        last = new Narrowing(prepared, Arrays.copyOf(matched, matches));
        List<Ranked> ranked = new ArrayList<>(best);
        ranked.sort(BEST_FIRST);
        return ranked.stream().map(r -> r.entry().hit()).toList();
    }

    private record Ranked(Entry entry, int rank) {}

    private static final Comparator<Ranked> BEST_FIRST = Comparator.comparingInt(Ranked::rank)
            .thenComparingInt(r -> r.entry().kindOrder())
            .thenComparingInt(r -> r.entry().name().length())
            .thenComparing(r -> r.entry().name());

    public int size() {
        return entries.size();
    }

    private static int order(String kind) {
        int index = KIND_ORDER.indexOf(kind);
        return index < 0 ? KIND_ORDER.size() : index;
    }
}
