package dev.keyspace.model.query;

import java.util.List;
import java.util.stream.Stream;

/**
 * What a query searches by and returns: equality search attributes, range (inequality) search attributes,
 * ordering attributes with their direction, and the attributes it returns.
 */
public record AccessPattern(
        List<AttributeRef> equality, List<AttributeRef> range, List<Ordering> ordering, List<AttributeRef> returned) {

    public static final AccessPattern EMPTY = new AccessPattern(List.of(), List.of(), List.of(), List.of());

    public AccessPattern {
        equality = List.copyOf(equality);
        range = List.copyOf(range);
        ordering = List.copyOf(ordering);
        returned = List.copyOf(returned);
    }

    /** Every attribute the pattern names: searched by equality or range, ordered by, returned (in that order). */
    public Stream<AttributeRef> attributes() {
        return Stream.of(
                        equality.stream(),
                        range.stream(),
                        ordering.stream().map(Ordering::attribute),
                        returned.stream())
                .flatMap(s -> s);
    }
}
