package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.keyspace.shared.SharedFiles;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The generated 2,000-table benchmark schema imports without a single problem. */
class BenchSchemaImportTest {

    @Test
    void should_import_two_thousand_tables_without_errors() {
        Optional<Path> bench = SharedFiles.find("bench");
        assumeTrue(bench.isPresent(), "shared/bench is absent beside the checkout: benchmark import skipped");
        CqlImport result = new CqlReader().read(bench.get().resolve("schema-2000.cql"));
        assertThat(Imports.problems(result)).isEmpty();
        assertThat(result.project().keyspaces()).hasSize(20);
        assertThat(result.project().allTables()).hasSize(2000);
        assertThat(result.verbatim()).isEmpty();
    }
}
