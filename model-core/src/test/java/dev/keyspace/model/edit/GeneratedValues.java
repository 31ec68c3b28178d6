package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/** Small value generators shared by the edit generators: fresh names and ids, native types. */
final class GeneratedValues {

    private static final List<CqlType> NATIVE_TYPES = List.of(
            CqlType.of(NativeType.TEXT),
            CqlType.of(NativeType.INT),
            CqlType.of(NativeType.UUID),
            CqlType.of(NativeType.DATE),
            CqlType.of(NativeType.BOOLEAN),
            CqlType.of(NativeType.BIGINT));

    private GeneratedValues() {}

    /** A name not in {@code taken}: lower case, or now and then mixed case so that it needs quoting. */
    static Gen<String> freshName(Collection<String> taken) {
        Set<String> used = Set.copyOf(taken);
        Gen<String> stem = Gens.strings(Gens.range('a', 'z'), 1, 5);
        return Gens.of("n_", "N_", "x")
                .flatMap(prefix -> stem.map(s -> prefix + s))
                .filter(name -> !used.contains(name));
    }

    static Gen<Identifier> freshIdentifier(Collection<Identifier> taken) {
        return freshName(taken.stream().map(Identifier::internal).toList()).map(Identifier::of);
    }

    static Gen<ElementId> freshId(Project project, String kind) {
        Set<ElementId> used = Uniqueness.ids(project);
        return freshName(List.of()).map(name -> ElementId.of(kind + ":" + name)).filter(id -> !used.contains(id));
    }

    static Gen<CqlType> nativeType() {
        return Gens.elements(NATIVE_TYPES);
    }

    /** Picks one of the items; callers only ask when there is at least one. */
    static <T> Gen<T> oneOf(List<T> items) {
        return Gens.elements(items);
    }
}
