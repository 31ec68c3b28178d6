package dev.keyspace.docsite;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import java.util.List;
import java.util.Optional;
import org.jsoup.nodes.Element;

/** The page of one entity of the conceptual model: its attributes, its key, and its relationships. */
final class EntityPage {

    private final SiteContent content;

    EntityPage(SiteContent content) {
        this.content = content;
    }

    Page of(Entity entity) {
        Page page = new Page(content.map().page(entity), content.projectName(), entity.name());
        page.main().appendElement("p").addClass("kind").text("Entity");
        Element body = Page.table(page.section("Attributes"), List.of("Attribute", "Type", "Key", "Multi-valued"));
        for (Attribute attribute : entity.attributes()) {
            Page.row(
                    body,
                    List.of(
                            attribute.name(),
                            attribute.type(),
                            attribute.key() ? "key" : "",
                            attribute.multiValued() ? "multi-valued" : ""));
        }
        List<String> key = entity.keyAttributes().stream().map(Attribute::name).toList();
        page.section("Key").appendElement("p").text(key.isEmpty() ? "No key attribute." : String.join(", ", key));
        relationships(page, entity);
        return page;
    }

    private void relationships(Page page, Entity entity) {
        Element section = page.section("Relationships");
        List<Relationship> related = content.project().conceptual().relationships().stream()
                .filter(r -> r.participants().stream().anyMatch(p -> p.entity().equals(entity.id())))
                .toList();
        if (related.isEmpty()) {
            section.appendElement("p").text("It takes part in no relationship.");
            return;
        }
        Element list = section.appendElement("ul");
        for (Relationship relationship : related) {
            Element item = list.appendElement("li");
            item.appendElement("strong").text(relationship.name());
            item.appendText(": ");
            List<Relationship.Participant> participants = relationship.participants();
            for (int i = 0; i < participants.size(); i++) {
                if (i > 0) {
                    item.appendText(" — ");
                }
                participant(page, item, participants.get(i));
            }
            if (!relationship.attributes().isEmpty()) {
                item.appendText(" (attributes: "
                        + String.join(
                                ", ",
                                relationship.attributes().stream()
                                        .map(Attribute::name)
                                        .toList())
                        + ")");
            }
        }
    }

    private void participant(Page page, Element item, Relationship.Participant participant) {
        Optional<Entity> other = content.project().conceptual().entity(participant.entity());
        String name = other.map(Entity::name).orElse(participant.entity().toString());
        if (other.isPresent()) {
            page.link(item, name, content.map().page(other.get()));
        } else {
            item.appendText(name);
        }
        item.appendText(" (" + participant.cardinality().label()
                + (participant.role().isBlank() ? "" : ", as " + participant.role()) + ")");
    }
}
