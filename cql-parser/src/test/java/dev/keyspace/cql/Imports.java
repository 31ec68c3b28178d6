package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;

/** Small helpers for reading CQL in tests. */
final class Imports {

    private Imports() {}

    static CqlImport read(String cql) {
        return new CqlReader().read("test.cql", cql);
    }

    /** Reads CQL that must import without any error or warning. */
    static CqlImport clean(String cql) {
        CqlImport result = read(cql);
        assertThat(problems(result)).as("problems importing:\n" + cql).isEmpty();
        return result;
    }

    static List<String> problems(CqlImport result) {
        return result.diagnostics().stream()
                .filter(d -> d.severity() != Diagnostic.Severity.INFO)
                .map(Diagnostic::format)
                .toList();
    }

    static List<String> errors(CqlImport result) {
        return result.errors().stream().map(Diagnostic::format).toList();
    }

    static Keyspace keyspace(CqlImport result, String name) {
        return result.project().keyspace(name).orElseThrow();
    }

    static Table table(CqlImport result, String keyspace, String table) {
        return result.project().table(keyspace, table).orElseThrow();
    }

    static final String KS =
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n";
}
