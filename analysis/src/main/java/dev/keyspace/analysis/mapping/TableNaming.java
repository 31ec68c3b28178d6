package dev.keyspace.analysis.mapping;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Names a proposed table {@code <rows>_by_<search terms>}, as the method does (hotels_by_poi). The rows are
 * the plural of the entity the rows represent; each search term is the owner's short name when the attribute
 * is the single key attribute of another entity (hotel for Hotel.id, poi for PointOfInterest.name), otherwise
 * the column's name (date, start_date, guest_last_name). A table searched by its rows' own key alone is
 * named by the rows only (hotels, guests).
 */
final class TableNaming {

    /** A search attribute and the column it became. */
    record Term(ResolvedAttribute attribute, String column, boolean singleKeyOfOtherEntity) {}

    private TableNaming() {}

    static String name(String rowOwnerShortName, List<Term> terms, boolean byOwnKeyOnly) {
        String rows = plural(rowOwnerShortName);
        if (terms.isEmpty() || byOwnKeyOnly) {
            return rows;
        }
        String by = terms.stream()
                .map(t -> t.singleKeyOfOtherEntity() ? t.attribute().ownerShortName() : t.column())
                .distinct()
                .collect(Collectors.joining("_"));
        return rows + "_by_" + by;
    }

    /** English plural of the last word: amenity is amenities, address addresses, hotel hotels. */
    static String plural(String word) {
        if (word.matches(".*[^aeiou]y")) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        if (word.matches(".*(s|x|z|ch|sh)")) {
            return word + "es";
        }
        return word + "s";
    }
}
