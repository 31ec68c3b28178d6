package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What an access-pattern field completes: every {@code Entity.attribute} (and {@code Relationship.attribute}) of
 * the conceptual model, for the item being typed after the last comma; an ordering item also takes
 * {@code asc} or {@code desc}.
 */
public final class PatternVocabulary {

    private final List<String> items;
    private final boolean ordering;

    private PatternVocabulary(List<String> items, boolean ordering) {
        this.items = List.copyOf(items);
        this.ordering = ordering;
    }

    public static PatternVocabulary attributes(ConceptualModel model) {
        return new PatternVocabulary(items(model), false);
    }

    public static PatternVocabulary orderings(ConceptualModel model) {
        return new PatternVocabulary(items(model), true);
    }

    private static List<String> items(ConceptualModel model) {
        List<String> items = new ArrayList<>();
        model.entities().forEach(e -> add(items, e.name(), e.attributes()));
        model.relationships().forEach(r -> add(items, r.name(), r.attributes()));
        return items;
    }

    private static void add(List<String> items, String owner, List<Attribute> attributes) {
        attributes.forEach(a -> items.add(owner + "." + a.name()));
    }

    /** Completes the item after the last comma, keeping the items before it as typed. */
    public List<String> suggest(String typed) {
        int comma = typed.lastIndexOf(',');
        String head = comma < 0 ? "" : typed.substring(0, comma + 1) + " ";
        String item = typed.substring(comma + 1).stripLeading();
        if (item.isBlank()) {
            return List.of();
        }
        int space = item.indexOf(' ');
        if (ordering && space > 0) {
            String attribute = item.substring(0, space);
            String direction = item.substring(space + 1).strip().toLowerCase(Locale.ROOT);
            return items.contains(attribute)
                    ? List.of("asc", "desc").stream()
                            .filter(d -> d.startsWith(direction) && !d.equals(direction))
                            .map(d -> head + attribute + " " + d)
                            .toList()
                    : List.of();
        }
        String word = item.strip();
        String lower = word.toLowerCase(Locale.ROOT);
        return items.stream()
                .filter(i -> !i.equals(word) && matches(i.toLowerCase(Locale.ROOT), lower))
                .map(i -> head + i)
                .limit(15)
                .toList();
    }

    /** "hot" finds Hotel.name; "name" finds every attribute called name, whatever its entity. */
    private static boolean matches(String candidate, String typed) {
        return candidate.startsWith(typed)
                || candidate.substring(candidate.indexOf('.') + 1).startsWith(typed);
    }
}
