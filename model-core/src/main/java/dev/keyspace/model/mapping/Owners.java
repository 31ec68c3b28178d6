package dev.keyspace.model.mapping;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** Finds the entities and relationships a query's attributes belong to, and names them for columns and tables. */
final class Owners {

    private static final Pattern CAMEL_CASE_WORD = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
    private static final Pattern NOT_SNAKE = Pattern.compile("[^a-z0-9]+");
    private static final Pattern EDGE_UNDERSCORES = Pattern.compile("^_+|_+$");

    private final ConceptualModel conceptual;

    Owners(ConceptualModel conceptual) {
        this.conceptual = conceptual;
    }

    Optional<Entity> entity(ElementId id) {
        return conceptual.entity(id);
    }

    /** The attribute with its owner, or a {@link MappingException} naming the query when it does not exist. */
    ResolvedAttribute resolve(String queryLabel, AttributeRef ref) {
        Optional<Entity> entity = conceptual.entity(ref.owner());
        if (entity.isPresent()) {
            return resolved(
                    queryLabel, ref, entity.get().name(), true, entity.get().attributes());
        }
        Optional<Relationship> relationship = conceptual.relationship(ref.owner());
        if (relationship.isPresent()) {
            return resolved(
                    queryLabel,
                    ref,
                    relationship.get().name(),
                    false,
                    relationship.get().attributes());
        }
        throw new MappingException("query " + queryLabel + " refers to " + ref.owner()
                + ", which is not an entity or relationship of the conceptual model");
    }

    private static ResolvedAttribute resolved(
            String queryLabel, AttributeRef ref, String ownerName, boolean entity, List<Attribute> attributes) {
        Attribute attribute = attributes.stream()
                .filter(a -> a.name().equals(ref.attribute()))
                .findFirst()
                .orElseThrow(() -> new MappingException("query " + queryLabel + " refers to " + ownerName + "."
                        + ref.attribute() + ", which is not an attribute of " + ownerName));
        return new ResolvedAttribute(ref, ownerName, shortName(ownerName), entity, attribute);
    }

    /**
     * The prefix an owner gives its columns: the initials of a name in camel case with several words
     * ({@code PointOfInterest} is {@code poi}), otherwise the name in snake case ({@code Hotel} is {@code hotel},
     * {@code Order Item} is {@code order_item}).
     */
    static String shortName(String ownerName) {
        String trimmed = ownerName.trim();
        long capitals = trimmed.chars().filter(Character::isUpperCase).count();
        boolean camelCase = CAMEL_CASE_WORD.matcher(trimmed).matches() && capitals > 1;
        if (camelCase) {
            StringBuilder initials = new StringBuilder();
            for (int i = 0; i < trimmed.length(); i++) {
                char c = trimmed.charAt(i);
                if (i == 0 || Character.isUpperCase(c)) {
                    initials.append(Character.toLowerCase(c));
                }
            }
            return initials.toString();
        }
        String underscored = NOT_SNAKE.matcher(trimmed.toLowerCase(Locale.ROOT)).replaceAll("_");
        String snake = EDGE_UNDERSCORES.matcher(underscored).replaceAll("");
        return snake.isEmpty() ? "entity" : snake;
    }
}
