package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import java.util.Optional;

/**
 * What an empty access-pattern field shows as an example, in the model's own names: a key attribute to give
 * (Album.album_id), another attribute to order by (Album.title desc). A model with no entity yet shows the shape.
 */
record PatternExamples(String key, String other) {

    static PatternExamples of(ConceptualModel model) {
        Optional<Entity> entity = model.entities().stream()
                .filter(e -> e.attributes().stream().anyMatch(Attribute::key))
                .findFirst()
                .or(() -> model.entities().stream()
                        .filter(e -> !e.attributes().isEmpty())
                        .findFirst());
        if (entity.isEmpty()) {
            return new PatternExamples("Entity.attribute", "Entity.attribute");
        }
        Entity e = entity.get();
        Attribute key = e.attributes().stream()
                .filter(Attribute::key)
                .findFirst()
                .orElse(e.attributes().get(0));
        Attribute other =
                e.attributes().stream().filter(a -> !a.key()).findFirst().orElse(key);
        return new PatternExamples(e.name() + "." + key.name(), e.name() + "." + other.name());
    }

    String equality() {
        return key;
    }

    String range() {
        return other;
    }

    String ordering() {
        return other + " desc";
    }

    String returned() {
        return other;
    }
}
