package dev.keyspace.model.analysis.serving;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;

/**
 * Models and tables drawn from a seed whose names collide the way matching must sort out: owner names that share
 * initials and prefixes, attribute names that are other owners' column names, columns differing only in case,
 * key and non-key attributes, and recorded links.
 */
public final class CollidingNames {

    static final List<String> OWNERS =
            List.of("Hotel", "HotelChain", "Guest", "GuestBook", "RoomType", "Room", "H", "Reservation", "hotel");
    static final List<String> ATTRIBUTES = List.of(
            "id", "name", "Name", "hotelId", "hotel_id", "code", "createdAt", "hc_name", "room_type_code", "rt_code");
    static final List<String> COLUMNS = List.of(
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

    private CollidingNames() {}

    public static ConceptualModel model(Random random) {
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

    public static Table table(Random random, int number) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        int count = 1 + random.nextInt(8);
        for (int c = 0; c < count; c++) {
            names.add(COLUMNS.get(random.nextInt(COLUMNS.size())));
        }
        List<Column> columns = new ArrayList<>();
        int keyColumns = 1 + random.nextInt(3);
        for (String name : names) {
            CqlType type = CqlType.of(NativeType.TEXT);
            int position = columns.size();
            columns.add(position < keyColumns ? Column.partitionKey(name, type, position) : Column.regular(name, type));
        }
        return Table.of(ElementId.of("table:" + number), "t" + number, columns);
    }
}
