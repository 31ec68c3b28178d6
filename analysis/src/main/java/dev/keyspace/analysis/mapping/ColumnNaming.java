package dev.keyspace.analysis.mapping;

import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Names a table's columns the way the method's hotel example does. A column takes its attribute's name when
 * that name says on its own whose it is, and {@code <owner>_<attribute>} otherwise ({@link ColumnNames#ownerPrefix}
 * gives the owner's prefix). In a table holding attributes of one owner only, every column keeps its name
 * ({@code hotels}: id, name, phone, address). In a table holding several owners, a column is prefixed when
 *
 * <ol>
 *   <li>it is in the primary key and its owner is not the entity the rows represent (poi_name and hotel_id in
 *       pois_by_hotel's key, room_number, guest_last_name), or
 *   <li>its name is a generic identifier word (id, name, number, code, key, type, value) and it is a key
 *       attribute of its owner or its owner is not the rows' entity (hotel_id in hotels_by_poi, amenity_name,
 *       room_number as a regular column of reservations_by_guest).
 * </ol>
 *
 * Every other column keeps its name: the rows' own attributes (name, phone and address in hotels_by_poi;
 * date, start_date), and other owners' attributes whose name already says whose they are (confirm_number in
 * guests). A relationship's attribute keeps its name wherever it sits (a play's played_at, not plays_played_at:
 * a relationship's name is a verb, no modeler's prefix), and takes the relationship's prefix only when another
 * column would have the same name, the other column then keeping its own. A name never gets its prefix twice
 * (Guest.guest_id stays guest_id), and two entities' columns that would share a name both take their prefix.
 */
final class ColumnNaming {

    static final Set<String> GENERIC_WORDS = Set.of("id", "name", "number", "code", "key", "type", "value");

    /** One attribute to name: where it sits in the table. */
    record Slot(ResolvedAttribute attribute, boolean primaryKey) {}

    private ColumnNaming() {}

    /** The column name of each slot, in slot order. */
    static List<String> names(List<Slot> slots, ElementId rowEntity) {
        boolean severalOwners =
                slots.stream().map(s -> s.attribute().ref().owner()).distinct().count() > 1;
        List<String> names = new ArrayList<>();
        for (Slot slot : slots) {
            boolean prefixed = severalOwners && needsPrefix(slot, rowEntity);
            names.add(prefixed ? prefixed(slot.attribute()) : bare(slot.attribute()));
        }
        prefixClashes(names, slots, true);
        prefixClashes(names, slots, false);
        return List.copyOf(names);
    }

    /** Gives each slot whose name another slot shares its prefix: the relationships' first, then anyone's. */
    private static void prefixClashes(List<String> names, List<Slot> slots, boolean relationshipsOnly) {
        Map<String, Integer> counts = new HashMap<>();
        names.forEach(n -> counts.merge(n, 1, Integer::sum));
        for (int i = 0; i < names.size(); i++) {
            boolean relationship = !slots.get(i).attribute().entity();
            if (counts.get(names.get(i)) > 1 && (relationship || !relationshipsOnly)) {
                names.set(i, prefixed(slots.get(i).attribute()));
            }
        }
    }

    private static boolean needsPrefix(Slot slot, ElementId rowEntity) {
        ResolvedAttribute attribute = slot.attribute();
        if (!attribute.entity()) {
            return false;
        }
        boolean ownRow = attribute.ref().owner().equals(rowEntity);
        if (slot.primaryKey() && !ownRow) {
            return true;
        }
        boolean generic = GENERIC_WORDS.contains(bare(attribute));
        return generic && (attribute.attribute().key() || !ownRow);
    }

    static String bare(ResolvedAttribute attribute) {
        return ColumnNames.snakeCase(attribute.attribute().name());
    }

    /** {@code firstName} and {@code First Name} are {@code first_name}; already snake-case names are kept. */
    static String prefixed(ResolvedAttribute attribute) {
        String name = bare(attribute);
        String prefix = attribute.ownerShortName() + "_";
        return name.startsWith(prefix) ? name : prefix + name;
    }
}
