package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.TableOptions;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Options compared as Cassandra 5.0.9 stores them: what it spells its own way is the same, what it keeps as
 * written is compared as written. The node-backed cases are in {@link RedeployConvergenceTest}.
 */
class StoredOptionsTest {

    private static OptionValue map(String... entries) {
        Map<String, String> values = new java.util.LinkedHashMap<>();
        for (int i = 0; i < entries.length; i += 2) {
            values.put(entries[i], entries[i + 1]);
        }
        return OptionValue.map(values);
    }

    @Test
    void should_store_a_caching_key_left_out_of_a_written_map_as_none() {
        assertThat(StoredOptions.of("caching", map("rows_per_partition", "all")))
                .isEqualTo(map("keys", "NONE", "rows_per_partition", "ALL"));
        assertThat(CassandraDefaults.sameValue(
                        "caching", map("rows_per_partition", "ALL"), map("keys", "ALL", "rows_per_partition", "ALL")))
                .isFalse();
        assertThat(CassandraDefaults.isDefaultValue("caching", map("keys", "ALL"), TableOptions.NONE))
                .isTrue();
    }

    @Test
    void should_fill_compression_defaults_and_keep_other_sub_options() {
        assertThat(CassandraDefaults.sameValue(
                        "compression",
                        map("class", "LZ4Compressor"),
                        map("chunk_length_in_kb", "16", "class", "org.apache.cassandra.io.compress.LZ4Compressor")))
                .isTrue();
        assertThat(StoredOptions.of("compression", map("class", "DeflateCompressor", "min_compress_ratio", "2")))
                .isEqualTo(map("class", "DeflateCompressor", "min_compress_ratio", "2.0"));
        assertThat(StoredOptions.of("compression", map())).isEqualTo(map("enabled", "false"));
        assertThat(CassandraDefaults.sameValue(
                        "compression",
                        map("class", "ZstdCompressor", "compression_level", "3"),
                        map("class", "ZstdCompressor")))
                .isFalse();
    }

    @Test
    void should_compare_a_comment_exactly_and_numbers_by_value() {
        assertThat(CassandraDefaults.sameValue("comment", OptionValue.text("Spans"), OptionValue.text("spans")))
                .isFalse();
        assertThat(CassandraDefaults.sameValue("comment", OptionValue.text("1.0"), OptionValue.text("1")))
                .isFalse();
        assertThat(CassandraDefaults.sameValue(
                        "crc_check_chance", new OptionValue.Number("0.50"), new OptionValue.Number("0.5")))
                .isTrue();
        assertThat(CassandraDefaults.sameValue("read_repair", OptionValue.text("none"), OptionValue.text("NONE")))
                .isTrue();
        assertThat(CassandraDefaults.sameValue("cdc", OptionValue.text("no"), new OptionValue.Bool(false)))
                .isTrue();
    }

    @Test
    void should_treat_a_network_topology_replication_factor_as_one_for_each_data_center() {
        Replication wanted = new Replication("NetworkTopologyStrategy", Map.of("replication_factor", "3", "dc2", "1"));
        assertThat(CassandraDefaults.sameReplication(
                        wanted,
                        new Replication(
                                "org.apache.cassandra.locator.NetworkTopologyStrategy",
                                Map.of("dc1", "3", "dc2", "1"))))
                .isTrue();
        assertThat(CassandraDefaults.sameReplication(
                        wanted, new Replication("NetworkTopologyStrategy", Map.of("dc1", "3", "dc2", "3"))))
                .isFalse();
    }
}
