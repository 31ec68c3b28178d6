package dev.keyspace.model.validation;

import static dev.keyspace.model.validation.Fixtures.errors;
import static dev.keyspace.model.validation.Fixtures.table;
import static dev.keyspace.model.validation.Fixtures.withIndexes;
import static dev.keyspace.model.validation.HotelSchema.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What StorageAttachedIndex.validateOptions and a stock node's index classes refuse, in Cassandra's words. */
class SaiIndexValidationTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);

    private static final Table DOCS = table(
            "docs",
            Column.partitionKey("k", INT, 0),
            Column.regular("body", TEXT),
            Column.regular("n", INT),
            Column.regular("raw", CqlType.of(NativeType.BLOB)),
            Column.regular("embedding", new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 3)),
            Column.regular("counts", new CqlType.VectorType(INT, 3)),
            Column.regular("one", new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 1)));

    private static Index sai(String name, String column, Map<String, String> options) {
        return new Index(
                Identifier.of(name),
                Identifier.of("docs"),
                IndexKind.SAI,
                List.of(IndexTarget.simple(column)),
                Optional.empty(),
                options);
    }

    private static List<String> messages(Index... indexes) {
        return errors(withIndexes(List.of(DOCS), indexes)).stream()
                .map(Problem::message)
                .toList();
    }

    @Test
    void should_accept_sai_on_supported_types_with_its_own_options() {
        assertThat(messages(
                        sai("a", "body", Map.of("case_sensitive", "false", "normalize", "true")),
                        sai("b", "n", Map.of()),
                        sai("c", "embedding", Map.of("similarity_function", "dot_product", "optimize_for", "recall"))))
                .isEmpty();
    }

    @Test
    void should_refuse_options_sai_does_not_understand() {
        assertThat(messages(sai("a", "body", Map.of("bogus", "1"))))
                .containsExactly("Properties specified [bogus] are not understood by StorageAttachedIndex");
    }

    @Test
    void should_refuse_a_second_sai_index_on_one_column() {
        assertThat(messages(sai("a", "body", Map.of()), sai("b", "body", Map.of("case_sensitive", "true"))))
                .containsExactly("Cannot create more than one storage-attached index on the same column: body");
    }

    @Test
    void should_call_an_identical_second_index_a_duplicate() {
        assertThat(messages(sai("a", "body", Map.of()), sai("b", "body", Map.of())))
                .containsExactly("Index b is a duplicate of existing index a");
    }

    @Test
    void should_refuse_an_ann_index_on_a_vector_that_is_not_float() {
        assertThat(messages(sai("a", "counts", Map.of())))
                .containsExactly("SAI ANN indexes are only allowed on vector columns with float elements");
        assertThat(messages(sai("a", "one", Map.of())))
                .containsExactly("Cosine similarity is not supported for single-dimension vectors");
    }

    @Test
    void should_refuse_types_and_options_that_do_not_fit() {
        assertThat(messages(sai("a", "raw", Map.of()))).containsExactly("Unsupported type: blob");
        assertThat(messages(sai("a", "n", Map.of("case_sensitive", "false"))))
                .containsExactly("CQL type int cannot be analyzed.");
        assertThat(messages(sai("a", "body", Map.of("similarity_function", "cosine"))))
                .containsExactly("CQL type text cannot have vector options");
        assertThat(messages(sai("a", "body", Map.of("ascii", "maybe"))))
                .containsExactly("Illegal value for boolean option 'ascii': maybe");
        assertThat(messages(sai("a", "embedding", Map.of("similarity_function", "manhattan"))))
                .containsExactly("Similarity function MANHATTAN was not recognized for index null. Valid values are: "
                        + "EUCLIDEAN, DOT_PRODUCT, COSINE");
    }

    @Test
    void should_refuse_a_custom_class_a_stock_node_does_not_have() {
        Index custom = new Index(
                Identifier.of("x"),
                Identifier.of("docs"),
                IndexKind.CUSTOM,
                List.of(IndexTarget.simple("body")),
                Optional.of("com.example.Index"),
                Map.of());
        assertThat(messages(custom)).containsExactly("Unable to find custom indexer class 'com.example.Index'");
    }
}
