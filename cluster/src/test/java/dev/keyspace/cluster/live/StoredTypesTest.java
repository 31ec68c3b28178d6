package dev.keyspace.cluster.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Types as Cassandra 5.0 writes them into system_schema, read back to the model. */
class StoredTypesTest {

    private static final Set<Identifier> TYPES = Set.of(Identifier.of("int"), Identifier.of("address"));

    private static CqlType udt(String name, boolean frozen) {
        return new CqlType.UserTypeRef(Optional.empty(), Identifier.of(name), frozen);
    }

    @Test
    void should_read_a_frozen_name_of_a_keyspace_type_as_that_type_even_when_it_names_a_native_type() {
        assertThat(StoredTypes.parse("frozen<int>", TYPES)).isEqualTo(udt("int", true));
        assertThat(StoredTypes.parse("map<int, frozen<int>>", TYPES))
                .isEqualTo(new CqlType.MapType(CqlType.of(NativeType.INT), udt("int", true), false));
        assertThat(StoredTypes.parse("int", TYPES)).isEqualTo(CqlType.of(NativeType.INT));
        assertThat(StoredTypes.isAmbiguous("int", TYPES)).isTrue();
        assertThat(StoredTypes.isAmbiguous("text", TYPES)).isFalse();
    }

    @Test
    void should_read_collections_tuples_vectors_quoted_names_and_custom_types() {
        assertThat(StoredTypes.parse("frozen<list<frozen<address>>>", TYPES))
                .isEqualTo(new CqlType.ListType(udt("address", true), true));
        assertThat(StoredTypes.parse("address", TYPES)).isEqualTo(udt("address", false));
        assertThat(StoredTypes.parse("frozen<tuple<text, frozen<set<bigint>>>>", TYPES))
                .isEqualTo(new CqlType.TupleType(java.util.List.of(
                        CqlType.of(NativeType.TEXT), new CqlType.SetType(CqlType.of(NativeType.BIGINT), true))));
        assertThat(StoredTypes.parse("vector<float, 3>", TYPES))
                .isEqualTo(new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 3));
        assertThat(StoredTypes.parse("frozen<\"Mixed \"\"Case\"\"\">", TYPES)).isEqualTo(udt("Mixed \"Case\"", true));
        assertThat(StoredTypes.parse("'org.apache.cassandra.db.marshal.BytesType'", TYPES))
                .isEqualTo(new CqlType.CustomType("org.apache.cassandra.db.marshal.BytesType"));
    }

    @Test
    void should_refuse_what_is_not_a_type() {
        assertThatThrownBy(() -> StoredTypes.parse("list<int", TYPES)).isInstanceOf(LiveSchemaException.class);
        assertThatThrownBy(() -> StoredTypes.parse("map<int>", TYPES)).isInstanceOf(LiveSchemaException.class);
    }
}
