package dev.keyspace.model.analysis.serving;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The index finds, for any table, exactly the attributes the matcher finds and the same column for each, as a
 * scan of every attribute through the matcher does. Models are generated from a seed with owner names that share
 * initials and prefixes, attribute names that are other owners' column names, columns differing only in case,
 * and recorded links.
 */
class AttributeColumnIndexTest {

    private static final List<String> OWNERS =
            List.of("Hotel", "HotelChain", "Guest", "GuestBook", "RoomType", "Room", "H", "Reservation", "hotel");
    private static final List<String> ATTRIBUTES = List.of(
            "id", "name", "Name", "hotelId", "hotel_id", "code", "createdAt", "hc_name", "room_type_code", "rt_code");
    private static final List<String> COLUMNS = List.of(
            "id",
            "name",
            "NAME",
            "hotel_id",
            "hotel_name",
            "h_id",
            "h_name",
            "hc_name",
            "hotel_chain_name",
            "guest_id",
            "g_name",
            "room_type_code",
            "rt_code",
            "code",
            "created_at",
            "reservation_id",
            "r_id",
            "guestbook_name",
            "gb_name",
            "hotelchain_name");

    @Test
    void should_match_every_attribute_as_a_scan_through_the_matcher_does() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(400).check(seed -> {
            Random random = new Random(seed);
            ConceptualModel model = model(random);
            List<AttributeRef> attributes = new ArrayList<>();
            model.entities()
                    .forEach(e -> e.attributes().forEach(a -> attributes.add(new AttributeRef(e.id(), a.name()))));
            ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.indexed(model));
            AttributeColumnIndex index = new AttributeColumnIndex(attributes, matcher, model);
            for (int t = 0; t < 4; t++) {
                Table table = table(random, t);
                Map<AttributeRef, Column> scanned = new HashMap<>();
                attributes.forEach(ref -> new ColumnMatcher(model)
                        .column(ref, table)
                        .ifPresent(column -> scanned.putIfAbsent(ref, column)));
                assertThat(index.matches(table))
                        .as("table %s of model %s", table, model)
                        .isEqualTo(scanned);
            }
        });
    }

    private static ConceptualModel model(Random random) {
        List<Entity> entities = new ArrayList<>();
        int count = 1 + random.nextInt(6);
        for (int i = 0; i < count; i++) {
            LinkedHashSet<String> names = new LinkedHashSet<>();
            int attributes = 1 + random.nextInt(5);
            for (int a = 0; a < attributes; a++) {
                names.add(ATTRIBUTES.get(random.nextInt(ATTRIBUTES.size())));
            }
            List<Attribute> list = new ArrayList<>();
            names.forEach(
                    name -> list.add(random.nextBoolean() ? Attribute.key(name, "text") : Attribute.of(name, "text")));
            entities.add(new Entity(ElementId.of("entity:" + i), OWNERS.get(random.nextInt(OWNERS.size())), list));
        }
        List<ColumnLink> links = new ArrayList<>();
        for (int l = random.nextInt(3); l > 0; l--) {
            Entity entity = entities.get(random.nextInt(entities.size()));
            Attribute attribute =
                    entity.attributes().get(random.nextInt(entity.attributes().size()));
            links.add(new ColumnLink(
                    ElementId.of("table:" + random.nextInt(4)),
                    COLUMNS.get(random.nextInt(COLUMNS.size())),
                    entity.id(),
                    attribute.name()));
        }
        return new ConceptualModel(entities, List.of()).withColumnLinks(links);
    }

    private static Table table(Random random, int number) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        int count = 1 + random.nextInt(8);
        for (int c = 0; c < count; c++) {
            names.add(COLUMNS.get(random.nextInt(COLUMNS.size())));
        }
        List<Column> columns = new ArrayList<>();
        for (String name : names) {
            CqlType type = CqlType.of(NativeType.TEXT);
            columns.add(columns.isEmpty() ? Column.partitionKey(name, type, 0) : Column.regular(name, type));
        }
        return Table.of(ElementId.of("table:" + number), "t" + number, columns);
    }
}
