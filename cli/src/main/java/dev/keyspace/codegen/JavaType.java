package dev.keyspace.codegen;

import java.util.Set;

/**
 * A CQL type as generated code declares it ({@code List<String>}), the argument that reads it from a row with
 * {@code Row.get} ({@code String.class}, or {@code GenericType.listOf(String.class)} for a parameterized type), and
 * the imports both need.
 */
record JavaType(String name, String token, Set<String> imports) {

    JavaType {
        imports = Set.copyOf(imports);
    }
}
