package dev.keyspace.codegen;

/** A parameter of a generated method: its name and type. */
record Parameter(String name, JavaType type) {

    String declaration() {
        return type.name() + " " + name;
    }
}
