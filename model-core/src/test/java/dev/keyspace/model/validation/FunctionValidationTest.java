package dev.keyspace.model.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A project file's functions and aggregates, which no statement checked, judged as Cassandra would. */
class FunctionValidationTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);

    private static UserFunction plus() {
        return new UserFunction(
                Identifier.of("plus"),
                List.of(
                        new UserFunction.Argument(Identifier.of("s"), INT),
                        new UserFunction.Argument(Identifier.of("v"), INT)),
                true,
                INT,
                "java",
                "return s + v;");
    }

    private static List<String> errors(List<UserFunction> functions, List<UserAggregate> aggregates) {
        Keyspace ks = Keyspace.of("ks", Replication.simple(1))
                .withFunctions(functions)
                .withAggregates(aggregates);
        return SchemaValidator.errors(Project.empty("p").withKeyspaces(List.of(ks))).stream()
                .map(p -> p.element() + ": " + p.message())
                .toList();
    }

    @Test
    void should_accept_an_aggregate_whose_functions_exist() {
        UserAggregate total = new UserAggregate(
                Identifier.of("total"), List.of(INT), Identifier.of("plus"), INT, Optional.empty(), Optional.of("0"));
        assertThat(errors(List.of(plus()), List.of(total))).isEmpty();
    }

    @Test
    void should_refuse_a_duplicate_signature_and_an_unknown_state_or_final_function() {
        UserAggregate total = new UserAggregate(
                Identifier.of("total"),
                List.of(CqlType.of(NativeType.TEXT)),
                Identifier.of("plus"),
                INT,
                Optional.of(Identifier.of("half")),
                Optional.empty());
        assertThat(errors(List.of(plus(), plus()), List.of(total)))
                .containsExactly(
                        "ks.plus: Function 'plus' already exists",
                        "ks.total: State function ks.plus(int, text) doesn't exist",
                        "ks.total: Final function ks.half(int) doesn't exist");
    }
}
