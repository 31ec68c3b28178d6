package dev.keyspace.codegen;

import dev.keyspace.model.schema.CqlType;
import java.util.HashSet;
import java.util.Set;

/** The Java type java-driver-core's default codecs give each CQL type. */
final class JavaTypes {

    private static final String GENERIC = "com.datastax.oss.driver.api.core.type.reflect.GenericType";

    private JavaTypes() {}

    static JavaType of(CqlType type) {
        Set<String> imports = new HashSet<>();
        String name = name(type, imports);
        String token = token(type, imports);
        return new JavaType(name, token, imports);
    }

    private static boolean parameterized(CqlType type) {
        return type instanceof CqlType.ListType
                || type instanceof CqlType.SetType
                || type instanceof CqlType.MapType
                || type instanceof CqlType.VectorType;
    }

    /** {@code X.class}, or a GenericType for a parameterized type. */
    private static String token(CqlType type, Set<String> imports) {
        if (!parameterized(type)) {
            return name(type, imports) + ".class";
        }
        imports.add(GENERIC);
        if (type instanceof CqlType.MapType m && (parameterized(m.key()) || parameterized(m.value()))) {
            return "GenericType.mapOf(" + generic(m.key(), imports) + ", " + generic(m.value(), imports) + ")";
        }
        if (type instanceof CqlType.ListType l) {
            return "GenericType.listOf(" + token(l.element(), imports) + ")";
        }
        if (type instanceof CqlType.SetType s) {
            return "GenericType.setOf(" + token(s.element(), imports) + ")";
        }
        if (type instanceof CqlType.MapType m) {
            return "GenericType.mapOf(" + token(m.key(), imports) + ", " + token(m.value(), imports) + ")";
        }
        CqlType.VectorType v = (CqlType.VectorType) type;
        return "GenericType.vectorOf(" + token(v.element(), imports) + ")";
    }

    private static String name(CqlType type, Set<String> imports) {
        if (type instanceof CqlType.Native n) {
            return simple(n, imports);
        }
        if (type instanceof CqlType.ListType l) {
            imports.add("java.util.List");
            return "List<" + name(l.element(), imports) + ">";
        }
        if (type instanceof CqlType.SetType s) {
            imports.add("java.util.Set");
            return "Set<" + name(s.element(), imports) + ">";
        }
        if (type instanceof CqlType.MapType m) {
            imports.add("java.util.Map");
            return "Map<" + name(m.key(), imports) + ", " + name(m.value(), imports) + ">";
        }
        if (type instanceof CqlType.VectorType v) {
            imports.add("com.datastax.oss.driver.api.core.data.CqlVector");
            return "CqlVector<" + name(v.element(), imports) + ">";
        }
        if (type instanceof CqlType.TupleType) {
            imports.add("com.datastax.oss.driver.api.core.data.TupleValue");
            return "TupleValue";
        }
        if (type instanceof CqlType.UserTypeRef) {
            imports.add("com.datastax.oss.driver.api.core.data.UdtValue");
            return "UdtValue";
        }
        imports.add("java.nio.ByteBuffer");
        return "ByteBuffer";
    }

    /** Always a GenericType: {@code GenericType.of(String.class)} for a simple type. */
    private static String generic(CqlType type, Set<String> imports) {
        return parameterized(type) ? token(type, imports) : "GenericType.of(" + name(type, imports) + ".class)";
    }

    private static String simple(CqlType.Native type, Set<String> imports) {
        return switch (type.type()) {
            case ASCII, TEXT, VARCHAR -> "String";
            case BIGINT, COUNTER -> "Long";
            case BLOB -> use(imports, "java.nio.ByteBuffer");
            case BOOLEAN -> "Boolean";
            case DATE -> use(imports, "java.time.LocalDate");
            case DECIMAL -> use(imports, "java.math.BigDecimal");
            case DOUBLE -> "Double";
            case DURATION -> use(imports, "com.datastax.oss.driver.api.core.data.CqlDuration");
            case FLOAT -> "Float";
            case INET -> use(imports, "java.net.InetAddress");
            case INT -> "Integer";
            case SMALLINT -> "Short";
            case TIME -> use(imports, "java.time.LocalTime");
            case TIMESTAMP -> use(imports, "java.time.Instant");
            case TIMEUUID, UUID -> use(imports, "java.util.UUID");
            case TINYINT -> "Byte";
            case VARINT -> use(imports, "java.math.BigInteger");
        };
    }

    private static String use(Set<String> imports, String qualified) {
        imports.add(qualified);
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }
}
