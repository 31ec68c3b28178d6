package dev.keyspace.app.designer.sessions;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Where two unequal model values first differ, as a path of record components, list indexes and map keys. */
final class FirstDifference {

    private FirstDifference() {}

    static Optional<String> of(Object a, Object b) {
        return at("project", a, b);
    }

    private static Optional<String> at(String path, Object a, Object b) {
        if (Objects.equals(a, b)) {
            return Optional.empty();
        }
        if (a == null || b == null || a.getClass() != b.getClass()) {
            return Optional.of(path + ": " + describe(a) + " vs " + describe(b));
        }
        if (a instanceof Record) {
            for (RecordComponent component : a.getClass().getRecordComponents()) {
                Optional<String> inner = at(path + "." + component.getName(), read(component, a), read(component, b));
                if (inner.isPresent()) {
                    return inner;
                }
            }
        } else if (a instanceof List<?> la && b instanceof List<?> lb) {
            for (int i = 0; i < Math.min(la.size(), lb.size()); i++) {
                Optional<String> inner = at(path + "[" + i + "]", la.get(i), lb.get(i));
                if (inner.isPresent()) {
                    return inner;
                }
            }
        } else if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb) {
            for (Object key : mb.keySet()) {
                if (!ma.containsKey(key)) {
                    return Optional.of(path + "[" + key + "]: missing vs " + describe(mb.get(key)));
                }
            }
            for (Map.Entry<?, ?> entry : ma.entrySet()) {
                Optional<String> inner =
                        at(path + "[" + entry.getKey() + "]", entry.getValue(), mb.get(entry.getKey()));
                if (inner.isPresent()) {
                    return inner;
                }
            }
        } else if (a instanceof Optional<?> oa && b instanceof Optional<?> ob && oa.isPresent() && ob.isPresent()) {
            return at(path + ".get", oa.get(), ob.get());
        }
        return Optional.of(path + ": " + describe(a) + " vs " + describe(b));
    }

    private static String describe(Object value) {
        return value == null ? "null" : value + " (" + value.getClass().getSimpleName() + ")";
    }

    private static Object read(RecordComponent component, Object record) {
        try {
            component.getAccessor().setAccessible(true);
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
