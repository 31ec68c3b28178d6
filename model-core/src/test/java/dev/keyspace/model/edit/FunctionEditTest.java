package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

/** Functions and aggregates are kept by signature: a put replaces the same overload, a remove takes only it. */
class FunctionEditTest {

    private static final Identifier KS = Identifier.of("ks");
    private static final CqlType INT = CqlType.of(NativeType.INT);
    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    private final Project empty = Project.empty("p").withKeyspaces(List.of(Keyspace.of("ks", Replication.simple(1))));

    private static UserFunction plus(CqlType value, String body) {
        return new UserFunction(
                Identifier.of("plus"),
                List.of(
                        new UserFunction.Argument(Identifier.of("s"), INT),
                        new UserFunction.Argument(Identifier.of("v"), value)),
                true,
                INT,
                "java",
                body);
    }

    private static UserAggregate total(String name) {
        return new UserAggregate(
                Identifier.of(name), List.of(INT), Identifier.of("plus"), INT, Optional.empty(), Optional.of("0"));
    }

    private static Keyspace ks(Project project) {
        return project.keyspace(KS).orElseThrow();
    }

    @Test
    void should_replace_the_function_of_the_same_signature_and_keep_its_other_overloads() {
        Project put = new FunctionEdit.PutFunction(KS, plus(INT, "return s + v;"))
                .apply(new FunctionEdit.PutFunction(KS, plus(TEXT, "return s;")).apply(empty));

        Project replaced = new FunctionEdit.PutFunction(KS, plus(INT, "return v + s;")).apply(put);

        assertThat(ks(replaced).functions())
                .extracting(UserFunction::body)
                .containsExactly("return s;", "return v + s;");
    }

    @Test
    void should_refuse_a_function_and_an_aggregate_of_one_signature() {
        Project withTotal = new FunctionEdit.PutAggregate(KS, total("total"))
                .apply(new FunctionEdit.PutFunction(KS, plus(INT, "return s + v;")).apply(empty));
        UserFunction sameAsAggregate = new UserFunction(
                Identifier.of("total"),
                List.of(new UserFunction.Argument(Identifier.of("v"), INT)),
                true,
                INT,
                "java",
                "return v;");

        assertThatThrownBy(() -> new FunctionEdit.PutFunction(KS, sameAsAggregate).apply(withTotal))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace ks already has an aggregate total(int)");
        Project withFunction = new FunctionEdit.PutFunction(KS, sameAsAggregate)
                .apply(withTotal.withKeyspaces(List.of(ks(withTotal).withAggregates(List.of()))));
        assertThatThrownBy(() -> new FunctionEdit.PutAggregate(KS, total("total")).apply(withFunction))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace ks already has a function total(int)");
    }

    @Test
    void should_refuse_an_aggregate_without_its_state_function() {
        assertThatThrownBy(() -> new FunctionEdit.PutAggregate(KS, total("total")).apply(empty))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace ks has no state function plus(int, int)");
    }

    @Test
    void should_remove_a_function_only_once_no_aggregate_uses_it() {
        Project both = new FunctionEdit.PutAggregate(KS, total("total"))
                .apply(new FunctionEdit.PutFunction(KS, plus(INT, "return s + v;")).apply(empty));
        FunctionEdit.RemoveFunction removePlus =
                new FunctionEdit.RemoveFunction(KS, Identifier.of("plus"), List.of(INT, INT));

        assertThatThrownBy(() -> removePlus.apply(both))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("function plus(int, int) is still used by aggregate total(int)");
        Project none = removePlus.apply(
                new FunctionEdit.RemoveAggregate(KS, Identifier.of("total"), List.of(INT)).apply(both));
        assertThat(ks(none).functions()).isEmpty();
        assertThat(ks(none).aggregates()).isEmpty();
    }

    @Test
    void should_refuse_removing_a_signature_the_keyspace_does_not_have() {
        Project put = new FunctionEdit.PutFunction(KS, plus(INT, "return s + v;")).apply(empty);

        assertThatThrownBy(
                        () -> new FunctionEdit.RemoveFunction(KS, Identifier.of("plus"), List.of(INT, TEXT)).apply(put))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace ks has no function plus(int, text)");
        assertThatThrownBy(() -> new FunctionEdit.RemoveAggregate(KS, Identifier.of("total"), List.of(INT)).apply(put))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("keyspace ks has no aggregate total(int)");
    }
}
