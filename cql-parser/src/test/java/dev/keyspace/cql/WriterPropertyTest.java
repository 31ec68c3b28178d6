package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WriterPropertyTest {

    @Test
    void random_valid_models_print_to_cql_that_reads_back_to_an_equal_model() {
        // RandomSchema draws from a java.util.Random: the value is its seed, and the failure shows the CQL.
        PropertyCheck.forAll(Gens.longs(0, Long.MAX_VALUE - 1))
                .tries(300)
                .describedBy(seed -> "RandomSchema(new Random(" + seed + "L))")
                .check(seed -> {
                    Project model = new RandomSchema(new Random(seed)).project();
                    String printed = new CqlWriter().write(model);
                    CqlImport back = new CqlReader().read("random.cql", printed);
                    assertThat(Imports.problems(back)).as(printed).isEmpty();
                    assertThat(back.project().keyspaces()).as(printed).isEqualTo(model.keyspaces());
                });
    }
}
