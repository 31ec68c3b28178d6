package dev.keyspace.model.schema;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A secondary index on a table. {@code customClass} is the class named in {@code USING '...'} for CUSTOM
 * and SASI indexes, for SAI when written otherwise than {@code 'sai'} (Cassandra keeps the spelling as the index's
 * class_name), and empty for LEGACY; {@code options} are the {@code WITH OPTIONS} map.
 */
public record Index(
        Identifier name,
        Identifier table,
        IndexKind kind,
        List<IndexTarget> targets,
        Optional<String> customClass,
        Map<String, String> options) {

    public static final String SASI_CLASS = "org.apache.cassandra.index.sasi.SASIIndex";

    public Index {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(kind, "kind");
        targets = List.copyOf(targets);
        Objects.requireNonNull(customClass, "customClass");
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        if (targets.isEmpty()) {
            throw new IllegalArgumentException("index " + name.asCql() + " has no target");
        }
        if (kind == IndexKind.CUSTOM && customClass.isEmpty()) {
            throw new IllegalArgumentException("custom index " + name.asCql() + " needs a class");
        }
    }

    public static Index legacy(String name, String table, IndexTarget target) {
        return new Index(
                Identifier.of(name),
                Identifier.of(table),
                IndexKind.LEGACY,
                List.of(target),
                Optional.empty(),
                Map.of());
    }

    public static Index sai(String name, String table, IndexTarget target) {
        return new Index(
                Identifier.of(name), Identifier.of(table), IndexKind.SAI, List.of(target), Optional.empty(), Map.of());
    }

    /** The class in {@code USING '...'}: 'sai' for SAI, SASI's class, the custom class, or empty for legacy. */
    public Optional<String> usingClass() {
        return switch (kind) {
            case LEGACY -> Optional.empty();
            case SAI -> Optional.of(customClass.orElse("sai"));
            case SASI -> Optional.of(customClass.orElse(SASI_CLASS));
            case CUSTOM -> customClass;
        };
    }

    public Index withName(Identifier newName) {
        return new Index(newName, table, kind, targets, customClass, options);
    }

    public Index withTable(Identifier newTable) {
        return new Index(name, newTable, kind, targets, customClass, options);
    }

    public Index withTargets(List<IndexTarget> newTargets) {
        return new Index(name, table, kind, newTargets, customClass, options);
    }
}
