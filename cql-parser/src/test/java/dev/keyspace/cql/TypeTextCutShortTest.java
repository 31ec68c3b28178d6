package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeGens;
import dev.keyspace.propertytest.PropertyCheck;
import org.junit.jupiter.api.Test;

/**
 * Type text cut short anywhere: the type reader accepts a prefix exactly when Cassandra's own type grammar
 * ({@code comparatorType}, the rule its schema tables are read with) takes the whole prefix as a type, and refuses the
 * others with a syntax error, never with an exception of another kind.
 */
class TypeTextCutShortTest {

    @Test
    void should_accept_a_prefix_of_a_type_exactly_when_cassandra_reads_it_as_a_type() {
        PropertyCheck.forAll(CqlTypeGens.types(4).map(TypeTextCutShortTest::withLoadableCustomTypes))
                .tries(300)
                .describedBy(CqlType::asCql)
                .check(type -> {
                    String text = type.asCql();
                    for (int length = 0; length <= text.length(); length++) {
                        String prefix = text.substring(0, length);
                        assertThat(CassandraTypes.readerAccepts(prefix))
                                .as("the reader's verdict on '%s' (a prefix of '%s')", prefix, text)
                                .isEqualTo(CassandraTypes.accepts(prefix));
                    }
                });
    }

    /**
     * A custom type is a quoted class name that Cassandra loads while it parses; the model keeps the name as text (the
     * class is on the cluster, not here), so the judged types name a class Cassandra has.
     */
    private static CqlType withLoadableCustomTypes(CqlType type) {
        if (type instanceof CqlType.CustomType) {
            return new CqlType.CustomType("org.apache.cassandra.db.marshal.BytesType");
        }
        if (type instanceof CqlType.ListType list) {
            return new CqlType.ListType(withLoadableCustomTypes(list.element()), list.isFrozen());
        }
        if (type instanceof CqlType.SetType set) {
            return new CqlType.SetType(withLoadableCustomTypes(set.element()), set.isFrozen());
        }
        if (type instanceof CqlType.MapType map) {
            return new CqlType.MapType(
                    withLoadableCustomTypes(map.key()), withLoadableCustomTypes(map.value()), map.isFrozen());
        }
        if (type instanceof CqlType.TupleType tuple) {
            return new CqlType.TupleType(tuple.elements().stream()
                    .map(TypeTextCutShortTest::withLoadableCustomTypes)
                    .toList());
        }
        if (type instanceof CqlType.VectorType vector) {
            return new CqlType.VectorType(withLoadableCustomTypes(vector.element()), vector.dimension());
        }
        return type;
    }
}
