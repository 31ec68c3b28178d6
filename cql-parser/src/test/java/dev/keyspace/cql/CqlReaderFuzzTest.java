package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.shared.SharedFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Seeded mutations of real CQL (the shared corpus when present, and this module's own inputs). The schema reader
 * never throws, never reports an internal error, gives every diagnostic a line and column inside the text, keeps
 * every verbatim statement as a piece of the text itself, and answers each input within seconds.
 */
class CqlReaderFuzzTest {

    @Test
    void should_survive_seeded_mutations_of_real_schemas() throws IOException, InterruptedException {
        List<String> chunks = Mutations.chunks(inputs());
        CqlReader reader = new CqlReader();
        FuzzRunner.run("CQL reader", random -> Mutations.next(chunks, random), text -> {
            int lines = (int) text.chars().filter(c -> c == '\n').count() + 1;
            CqlImport result = reader.read("fuzz.cql", text);
            for (Diagnostic d : result.diagnostics()) {
                assertThat(d.line()).isBetween(1, lines);
                assertThat(d.column()).isPositive();
                assertThat(d.message()).doesNotStartWith(CqlReader.INTERNAL_ERROR);
            }
            for (VerbatimStatement statement : result.verbatim()) {
                assertThat(text).contains(statement.cql());
            }
        });
    }

    static List<String> inputs() throws IOException {
        List<String> inputs = new ArrayList<>();
        inputs.add(RoundTripTest.EVERYTHING);
        try (InputStream in = CqlReaderFuzzTest.class.getResourceAsStream("/golden/hotel.cql")) {
            inputs.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        if (SharedFiles.find("corpus").isPresent()) {
            for (Path file : CorpusRoundTripTest.corpusFiles()) {
                inputs.add(Files.readString(file));
            }
        }
        return inputs;
    }
}
