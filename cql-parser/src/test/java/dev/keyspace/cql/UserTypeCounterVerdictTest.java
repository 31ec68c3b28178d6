package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A user type holding a counter, directly or inside a collection or a tuple, next to other faulty fields in every
 * order: {@code ksd validate} ({@link ScriptValidator}) refuses it with Cassandra 5.0.9's message
 * ({@link CassandraJudge}), and the model's {@link SchemaValidator} reports that message first for the type.
 */
class UserTypeCounterVerdictTest {

    private static final String KEYSPACE =
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                    + "CREATE TYPE ks.plain (x int);\n";

    /** Field types with a counter somewhere, and other faults a field can have. */
    private static final List<String> FAULTY = List.of(
            "counter",
            "list<counter>",
            "set<counter>",
            "map<int, counter>",
            "map<counter, int>",
            "frozen<list<counter>>",
            "frozen<tuple<int, counter>>",
            "tuple<counter>",
            "plain",
            "missing_type");

    private static final List<String> FINE = List.of("int", "frozen<plain>", "list<int>");

    @Test
    void should_refuse_a_counter_in_a_user_type_as_cassandra_does() {
        List<String> statements = new ArrayList<>();
        for (String first : FAULTY) {
            statements.add("CREATE TYPE ks.u (a " + first + ")");
            for (String second : FAULTY) {
                statements.add("CREATE TYPE ks.u (a " + first + ", b " + second + ")");
            }
            for (String fine : FINE) {
                statements.add("CREATE TYPE ks.u (a " + fine + ", b " + first + ")");
            }
            statements.add("ALTER TYPE ks.plain ADD a " + first);
            statements.add("ALTER TYPE ks.plain ADD x " + first);
        }
        List<String> disagreements = new ArrayList<>();
        for (String statement : statements) {
            CassandraJudge judge = new CassandraJudge();
            KEYSPACE.lines().forEach(judge::judge);
            CassandraJudge.Verdict cassandra = judge.judge(statement);
            ScriptValidator.Validation ours = new ScriptValidator().validate("u.cql", KEYSPACE + statement + ";");
            String ourFirst = ours.isValid() ? "accepted" : ours.errors().get(0).message();
            String theirs = cassandra.accepted() ? "accepted" : cassandra.message();
            if (!ourFirst.equals(theirs)) {
                disagreements.add(statement + "\n    ours:      " + ourFirst + "\n    cassandra: " + theirs);
            }
        }
        assertThat(statements).hasSizeGreaterThan(150);
        assertThat(disagreements).as(String.join("\n", disagreements)).isEmpty();
    }

    @Test
    void should_report_cassandras_message_first_for_a_modelled_type_holding_a_counter() {
        for (String field : List.of("counter", "list<counter>", "frozen<tuple<int, counter>>")) {
            String create = "CREATE TYPE ks.u (a int, b " + field + ")";
            CassandraJudge judge = new CassandraJudge();
            KEYSPACE.lines().forEach(judge::judge);
            String cassandra = judge.judge(create).message();

            Project modelled = new CqlReader()
                    .read(Project.empty("model"), "u.cql", KEYSPACE + "CREATE TYPE ks.u (a int, b int);")
                    .project();
            Project withCounter = withFieldType(modelled, field);

            List<Problem> errors = SchemaValidator.errors(withCounter);
            assertThat(errors).as(create).isNotEmpty();
            assertThat(errors.get(0).message()).as(create).isEqualTo(cassandra);
            assertThat(errors.get(0).element()).isEqualTo("ks.u.b");
        }
    }

    /** The project with field b of type ks.u given {@code type}, as a designer's edit could leave it. */
    private static Project withFieldType(Project project, String type) {
        Keyspace keyspace = project.keyspaces().get(0);
        UserType u = keyspace.type(Identifier.of("u")).orElseThrow();
        UserType changed = u.withFields(
                List.of(u.fields().get(0), new UserType.Field(Identifier.of("b"), CqlTypeSyntax.parse(type))));
        List<UserType> types = keyspace.types().stream()
                .map(t -> t.name().equals(u.name()) ? changed : t)
                .toList();
        return project.withKeyspaces(List.of(keyspace.withTypes(types)));
    }
}
