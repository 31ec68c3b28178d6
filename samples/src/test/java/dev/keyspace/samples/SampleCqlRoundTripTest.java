package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.Project;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every sample's physical model prints as CQL that our reader takes back to the same keyspaces. */
class SampleCqlRoundTripTest {

    static Stream<SampleCatalog.Sample> samples() {
        return SampleCatalog.all().stream();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_read_back_the_printed_schema_as_the_same_keyspaces(SampleCatalog.Sample sample) {
        Project project = sample.builder().get();
        String printed = new CqlWriter().write(project);

        CqlImport reread = new CqlReader().read(sample.name() + ".cql", printed);

        assertThat(reread.diagnostics())
                .as(printed)
                .extracting(Diagnostic::format)
                .isEmpty();
        assertThat(reread.project().keyspaces()).isEqualTo(project.keyspaces());
    }
}
