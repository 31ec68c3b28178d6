package dev.keyspace.model.io;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Where a value sits in a JSON document, as a list of steps (a field name or an array index), printed in
 * the familiar {@code $.keyspaces[0].tables[2].columns[1].type} form.
 */
record JsonPath(List<Object> steps) {

    static final JsonPath ROOT = new JsonPath(List.of());

    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** Paths longer than this are shown with their middle elided: only a hostile file nests so deep. */
    private static final int MAX_SHOWN_STEPS = 20;

    JsonPath {
        steps = Collections.unmodifiableList(new ArrayList<>(steps));
    }

    JsonPath field(String name) {
        return append(name);
    }

    JsonPath index(int index) {
        return append(index);
    }

    private JsonPath append(Object step) {
        List<Object> longer = new ArrayList<>(steps);
        longer.add(step);
        return new JsonPath(longer);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("$");
        for (int i = 0; i < steps.size(); i++) {
            if (steps.size() > MAX_SHOWN_STEPS && i == MAX_SHOWN_STEPS / 2) {
                int skipped = steps.size() - MAX_SHOWN_STEPS;
                text.append("...(").append(skipped).append(" more levels)...");
                i += skipped - 1;
                continue;
            }
            Object step = steps.get(i);
            if (step instanceof Integer index) {
                text.append('[').append(index).append(']');
            } else if (PLAIN_NAME.matcher((String) step).matches()) {
                text.append('.').append(step);
            } else {
                String escaped = ((String) step).replace("\\", "\\\\").replace("'", "\\'");
                text.append("['").append(escaped).append("']");
            }
        }
        return text.toString();
    }
}
