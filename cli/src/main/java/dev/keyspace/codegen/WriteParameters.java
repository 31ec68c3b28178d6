package dev.keyspace.codegen;

import dev.keyspace.model.analysis.writes.BoundValue;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameters of a write method: one per value the path's statements bind, shared by every marker that binds
 * the same value. The owner's own attribute is named by itself ({@code name}), another owner's with the owner in
 * front ({@code pointOfInterestName}), an old key value with {@code previous} ({@code previousLastName}), and a
 * column no attribute holds by the column.
 */
final class WriteParameters {

    private final Map<String, Parameter> parameters = new LinkedHashMap<>();
    private final List<List<String>> arguments = new ArrayList<>();

    WriteParameters(WritePath path, Map<ElementId, String> ownerNames) {
        for (WriteStep step : path.steps()) {
            List<String> names = new ArrayList<>();
            for (BoundValue value : step.values()) {
                names.add(parameter(path, value, ownerNames));
            }
            arguments.add(List.copyOf(names));
        }
    }

    private String parameter(WritePath path, BoundValue value, Map<ElementId, String> ownerNames) {
        String base = value.attribute()
                .map(a -> a.owner().equals(path.owner())
                        ? JavaNames.member(a.attribute())
                        : foreign(ownerNames.getOrDefault(a.owner(), ""), a.attribute()))
                .orElse(JavaNames.member(value.column().name().internal()));
        if (value.previous()) {
            base = "previous" + JavaNames.type(base);
        }
        JavaType type = JavaTypes.of(value.column().type());
        String name = base;
        for (int i = 2;
                parameters.containsKey(name) && !parameters.get(name).type().equals(type);
                i++) {
            name = base + i;
        }
        parameters.putIfAbsent(name, new Parameter(name, type));
        return name;
    }

    /** {@code pointOfInterestName}, but {@code guestId} for Guest.guest_id, which names its owner already. */
    private static String foreign(String owner, String attribute) {
        String own = JavaNames.member(attribute);
        return own.startsWith(JavaNames.member(owner)) ? own : JavaNames.member(owner + "_" + attribute);
    }

    List<Parameter> parameters() {
        return List.copyOf(parameters.values());
    }

    /** The argument names of each step's bind, in marker order. */
    List<List<String>> arguments() {
        return List.copyOf(arguments);
    }
}
