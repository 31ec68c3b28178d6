package dev.keyspace.app.views;

import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** One line of a Chebotko box: the column's name, its CQL type (empty in the logical view) and markers. */
public record ChebotkoRow(String name, String type, String marker) {

    public ChebotkoRow {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(marker, "marker");
    }

    /** The line as read: its non-empty cells joined by one space ({@code poi_name text K}). */
    public String text() {
        return Stream.of(name, type, marker).filter(s -> !s.isEmpty()).collect(Collectors.joining(" "));
    }

    public ChebotkoRow withoutType() {
        return new ChebotkoRow(name, "", marker);
    }
}
