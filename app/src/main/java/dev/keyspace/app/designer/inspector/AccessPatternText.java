package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A query's access pattern as the inspector shows it: lists of {@code Entity.attribute} separated by
 * commas, orderings followed by {@code asc} or {@code desc}. Reading refuses, with a sentence naming the
 * item, anything the conceptual model does not hold.
 */
public final class AccessPatternText {

    private final ConceptualModel model;

    public AccessPatternText(ConceptualModel model) {
        this.model = model;
    }

    public String attributes(List<AttributeRef> refs) {
        return refs.stream().map(this::name).collect(Collectors.joining(", "));
    }

    public String orderings(List<Ordering> orderings) {
        return orderings.stream()
                .map(o -> name(o.attribute()) + " " + o.direction().name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
    }

    public List<AttributeRef> readAttributes(String text) throws InvalidText {
        List<AttributeRef> refs = new ArrayList<>();
        for (String item : items(text)) {
            refs.add(read(item));
        }
        return List.copyOf(refs);
    }

    public List<Ordering> readOrderings(String text) throws InvalidText {
        List<Ordering> orderings = new ArrayList<>();
        for (String item : items(text)) {
            String[] words = item.split("\\s+");
            if (words.length > 2) {
                throw new InvalidText(
                        "'" + item + "': write an ordering as Entity.attribute asc or Entity.attribute desc");
            }
            ClusteringOrder direction = ClusteringOrder.ASC;
            if (words.length == 2) {
                try {
                    direction = ClusteringOrder.valueOf(words[1].toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException e) {
                    throw new InvalidText("'" + item + "': the direction is asc or desc, not " + words[1]);
                }
            }
            orderings.add(new Ordering(read(words[0]), direction));
        }
        return List.copyOf(orderings);
    }

    private static List<String> items(String text) {
        List<String> items = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                items.add(part.strip());
            }
        }
        return items;
    }

    private AttributeRef read(String item) throws InvalidText {
        int dot = item.lastIndexOf('.');
        if (dot <= 0 || dot == item.length() - 1) {
            throw new InvalidText("'" + item + "': write an attribute as Entity.attribute");
        }
        String owner = item.substring(0, dot);
        String attribute = item.substring(dot + 1);
        Optional<Owner> found = owner(owner);
        if (found.isEmpty()) {
            throw new InvalidText("'" + item + "': the conceptual model has no entity or relationship named " + owner);
        }
        if (found.get().attributes().stream().noneMatch(a -> a.name().equals(attribute))) {
            throw new InvalidText("'" + item + "': " + owner + " has no attribute " + attribute);
        }
        return new AttributeRef(found.get().id(), attribute);
    }

    private String name(AttributeRef ref) {
        String owner = model.entity(ref.owner())
                .map(e -> e.name())
                .or(() -> model.relationship(ref.owner()).map(r -> r.name()))
                .orElse(ref.owner().value());
        return owner + "." + ref.attribute();
    }

    private record Owner(ElementId id, List<Attribute> attributes) {}

    private Optional<Owner> owner(String name) {
        return model.entities().stream()
                .filter(e -> e.name().equals(name))
                .map(e -> new Owner(e.id(), e.attributes()))
                .findFirst()
                .or(() -> model.relationships().stream()
                        .filter(r -> r.name().equals(name))
                        .map(r -> new Owner(r.id(), r.attributes()))
                        .findFirst());
    }
}
