package dev.keyspace.model.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/** The three ways an edit changes one of the model's lists: add one element at the end, drop some, change some. */
final class Lists {

    private Lists() {}

    /** The list with {@code element} added at the end. */
    static <T> List<T> appended(List<T> list, T element) {
        List<T> longer = new ArrayList<>(list);
        longer.add(element);
        return longer;
    }

    /** The list without the elements {@code gone} accepts, the others in their order. */
    static <T> List<T> without(List<T> list, Predicate<? super T> gone) {
        return list.stream().filter(gone.negate()).toList();
    }

    /** The list with every element {@code changed} accepts replaced by what {@code change} makes of it. */
    static <T> List<T> replaced(List<T> list, Predicate<? super T> changed, UnaryOperator<T> change) {
        return list.stream().map(e -> changed.test(e) ? change.apply(e) : e).toList();
    }
}
