package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class WriterPropertyTest {

    @Property(tries = 300)
    void random_valid_models_print_to_cql_that_reads_back_to_an_equal_model(@ForAll Random random) {
        Project model = new RandomSchema(random).project();
        String printed = new CqlWriter().write(model);
        CqlImport back = new CqlReader().read("random.cql", printed);
        assertThat(Imports.problems(back)).as(printed).isEmpty();
        assertThat(back.project().keyspaces()).as(printed).isEqualTo(model.keyspaces());
    }
}
