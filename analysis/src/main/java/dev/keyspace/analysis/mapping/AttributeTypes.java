package dev.keyspace.analysis.mapping;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.NativeType;
import java.util.List;

/**
 * The CQL type of the column an attribute maps to. The attribute's type is read as CQL; a name that is not a
 * native type is a user-defined type, referenced frozen (as the method's physical model writes
 * {@code frozen<address>}). A multi-valued attribute becomes a {@code set} of its type, unless its type is
 * already a collection. A type that does not read as CQL falls back to {@code text}, and the rationale says so.
 */
final class AttributeTypes {

    /** A column type and, when the attribute's type had to be replaced, why. */
    record Mapped(CqlType type, List<String> notes) {}

    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    private AttributeTypes() {}

    static Mapped of(ResolvedAttribute resolved, boolean primaryKey) {
        Attribute attribute = resolved.attribute();
        CqlType type;
        List<String> notes = List.of();
        try {
            type = frozenUserTypes(CqlTypeSyntax.parse(attribute.type()));
        } catch (IllegalArgumentException e) {
            type = TEXT;
            notes = List.of("the type '" + attribute.type() + "' of " + resolved.display()
                    + " is not a CQL type: text is assumed, change it in the physical model");
        }
        if (attribute.multiValued() && !type.isCollection()) {
            type = new CqlType.SetType(type, false);
        }
        if (primaryKey && type.isMultiCell()) {
            type = type.frozen();
        }
        return new Mapped(type, notes);
    }

    /** UDT references at any depth become frozen; collections keep their own frozen flag. */
    private static CqlType frozenUserTypes(CqlType type) {
        if (type instanceof CqlType.UserTypeRef ref) {
            return ref.frozen();
        }
        if (type instanceof CqlType.ListType list) {
            return new CqlType.ListType(frozenUserTypes(list.element()), list.isFrozen());
        }
        if (type instanceof CqlType.SetType set) {
            return new CqlType.SetType(frozenUserTypes(set.element()), set.isFrozen());
        }
        if (type instanceof CqlType.MapType map) {
            return new CqlType.MapType(frozenUserTypes(map.key()), frozenUserTypes(map.value()), map.isFrozen());
        }
        return type;
    }
}
