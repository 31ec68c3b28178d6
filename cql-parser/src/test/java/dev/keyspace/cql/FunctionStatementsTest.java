package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.clean;
import static dev.keyspace.cql.Imports.keyspace;
import static dev.keyspace.cql.Imports.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** CREATE and DROP FUNCTION and AGGREGATE: read into the model, judged as Cassandra 5.0 judges them, printed back. */
class FunctionStatementsTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);

    static final String STATE = "CREATE FUNCTION ks.plus(s int, v int) CALLED ON NULL INPUT RETURNS int"
            + " LANGUAGE java AS $$ return (s == null ? 0 : s) + (v == null ? 0 : v); $$;\n";
    static final String FINAL =
            "CREATE FUNCTION ks.half(s int) RETURNS NULL ON NULL INPUT RETURNS double LANGUAGE Java AS 'return s / 2.0;';\n";
    static final String AGGREGATE = "CREATE AGGREGATE ks.total(int) SFUNC plus STYPE int FINALFUNC half INITCOND 0;\n";

    private static String onlyError(String cql) {
        CqlImport result = read(cql);
        assertThat(result.errors()).as(result.diagnostics().toString()).hasSize(1);
        return result.errors().get(0).message();
    }

    @Test
    void should_read_functions_and_aggregates_into_their_keyspace() {
        Keyspace ks = keyspace(clean(KS + STATE + FINAL + AGGREGATE), "ks");
        UserFunction plus =
                ks.function(Identifier.of("plus"), List.of(INT, INT)).orElseThrow();
        assertThat(plus.calledOnNullInput()).isTrue();
        assertThat(plus.body()).isEqualTo(" return (s == null ? 0 : s) + (v == null ? 0 : v); ");
        UserFunction half = ks.function(Identifier.of("half"), List.of(INT)).orElseThrow();
        assertThat(half.language()).isEqualTo("java");
        assertThat(half.calledOnNullInput()).isFalse();
        UserAggregate total = ks.aggregate(Identifier.of("total"), List.of(INT)).orElseThrow();
        assertThat(total.stateFunction()).isEqualTo(Identifier.of("plus"));
        assertThat(total.finalFunction()).contains(Identifier.of("half"));
        assertThat(total.initialCondition()).contains("0");
        assertThat(clean(KS + STATE + FINAL + AGGREGATE).verbatim()).isEmpty();
    }

    @Test
    void should_print_functions_and_aggregates_qualified_and_read_them_back_equal() {
        CqlImport first = clean(KS + "USE ks;\n" + STATE.replace("ks.", "") + FINAL + AGGREGATE.replace("ks.", ""));
        String printed = new CqlWriter().write(first.project());
        assertThat(printed)
                .contains("CREATE FUNCTION ks.plus(s int, v int)\n    CALLED ON NULL INPUT\n    RETURNS int\n"
                        + "    LANGUAGE java\n    AS $$ return (s == null ? 0 : s) + (v == null ? 0 : v); $$;\n")
                .contains("CREATE AGGREGATE ks.total(int)\n    SFUNC plus\n    STYPE int\n    FINALFUNC half\n"
                        + "    INITCOND 0;\n");
        CqlImport second = clean(printed);
        assertThat(second.project().keyspaces()).isEqualTo(first.project().keyspaces());
        assertThat(new CqlWriter().write(second.project())).isEqualTo(printed);
    }

    @Test
    void should_save_functions_and_aggregates_in_the_project_file_and_load_them_equal(@TempDir Path dir)
            throws Exception {
        CqlImport imported = clean(KS + STATE + FINAL + AGGREGATE);
        Path file = dir.resolve("udf.ksd.json");
        ProjectFiles.save(imported.project(), file);
        assertThat(Files.readString(file)).contains("\"functions\"").contains("\"aggregates\"");
        assertThat(ProjectFiles.load(file).keyspaces())
                .isEqualTo(imported.project().keyspaces());
    }

    @Test
    void should_load_a_project_file_written_before_functions_were_kept(@TempDir Path dir) throws Exception {
        CqlImport imported = clean(KS + "CREATE TABLE ks.t (a int PRIMARY KEY);");
        Path file = dir.resolve("old.ksd.json");
        ProjectFiles.save(imported.project(), file);
        assertThat(Files.readString(file)).doesNotContain("functions").doesNotContain("aggregates");
        assertThat(ProjectFiles.load(file).keyspace("ks").orElseThrow().functions())
                .isEmpty();
    }

    @Test
    void should_replace_a_function_with_or_replace_and_keep_it_with_if_not_exists() {
        String replaced =
                STATE.replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION").replace("return (", "return 1 + (");
        Keyspace ks = keyspace(clean(KS + STATE + replaced), "ks");
        assertThat(ks.functions()).hasSize(1);
        assertThat(ks.functions().get(0).body()).startsWith(" return 1 + (");
        Keyspace kept =
                keyspace(clean(KS + STATE + replaced.replace("OR REPLACE FUNCTION", "FUNCTION IF NOT EXISTS")), "ks");
        assertThat(kept.functions().get(0).body()).startsWith(" return (s");
    }

    @Test
    void should_keep_overloads_apart_by_argument_types() {
        String overload =
                "CREATE FUNCTION ks.plus(s text) CALLED ON NULL INPUT RETURNS text LANGUAGE java AS 'return s;';";
        Keyspace ks = keyspace(clean(KS + STATE + overload), "ks");
        assertThat(ks.functions()).hasSize(2);
        assertThat(onlyError(KS + STATE + overload + "DROP FUNCTION ks.plus;"))
                .isEqualTo("'DROP FUNCTION plus' matches multiple function definitions; specify the argument types by"
                        + " issuing a statement like 'DROP FUNCTION plus (type, type, ...)'. You can use cqlsh"
                        + " 'DESCRIBE FUNCTION plus' command to find all overloads");
        Keyspace dropped = keyspace(clean(KS + STATE + overload + "DROP FUNCTION ks.plus(text);"), "ks");
        assertThat(dropped.functions()).extracting(UserFunction::argumentTypes).containsExactly(List.of(INT, INT));
    }

    @Test
    void should_refuse_a_duplicate_signature() {
        assertThat(onlyError(KS + STATE + STATE)).isEqualTo("Function 'plus' already exists");
        assertThat(onlyError(KS + STATE + FINAL + AGGREGATE + AGGREGATE)).isEqualTo("Aggregate 'total' already exists");
    }

    @Test
    void should_refuse_a_function_in_an_unknown_keyspace_or_without_one() {
        assertThat(onlyError(STATE)).isEqualTo("Keyspace 'ks' doesn't exist");
        assertThat(onlyError(STATE.replace("ks.", ""))).startsWith("No keyspace has been specified");
    }

    @Test
    void should_refuse_what_cassandra_refuses_in_a_function_declaration() {
        assertThat(onlyError(
                        KS + "CREATE OR REPLACE FUNCTION IF NOT EXISTS ks.f(a int) CALLED ON NULL INPUT RETURNS int"
                                + " LANGUAGE java AS 'return a;';"))
                .isEqualTo("Cannot use both 'OR REPLACE' and 'IF NOT EXISTS' directives");
        assertThat(onlyError(KS
                        + "CREATE FUNCTION ks.f(a int) CALLED ON NULL INPUT RETURNS int LANGUAGE javascript AS 'a';"))
                .isEqualTo("Currently only Java UDFs are available in Cassandra. For more information - CASSANDRA-18252"
                        + " and CASSANDRA-17281");
        assertThat(onlyError(KS + "CREATE FUNCTION ks.f(a int, a text) CALLED ON NULL INPUT RETURNS int LANGUAGE java"
                        + " AS 'return 1;';"))
                .isEqualTo("Duplicate argument names for given function f with argument names [a, a]");
        assertThat(onlyError(KS + "CREATE FUNCTION ks.f(a frozen<list<int>>) CALLED ON NULL INPUT RETURNS int"
                        + " LANGUAGE java AS 'return 1;';"))
                .isEqualTo("Argument 'frozen<list<int>>' cannot be frozen; remove frozen<> modifier from"
                        + " 'frozen<list<int>>'");
        assertThat(onlyError(KS + "CREATE FUNCTION ks.f(a ks.nothing) CALLED ON NULL INPUT RETURNS int LANGUAGE java"
                        + " AS 'return 1;';"))
                .isEqualTo("Unknown type ks.nothing");
        assertThat(onlyError(KS
                        + STATE
                        + STATE.replace("CREATE", "CREATE OR REPLACE").replace("CALLED ON", "RETURNS NULL ON")))
                .isEqualTo("Function 'plus' must have RETURNS NULL ON NULL INPUT directive");
    }

    @Test
    void should_refuse_an_aggregate_naming_an_unknown_state_or_final_function() {
        assertThat(onlyError(KS + AGGREGATE)).isEqualTo("State function ks.plus(int, int) doesn't exist");
        assertThat(onlyError(KS + STATE + AGGREGATE)).isEqualTo("Final function ks.half(int) doesn't exist");
        assertThat(onlyError(KS + STATE + "CREATE AGGREGATE ks.total(int) SFUNC plus STYPE text;"))
                .isEqualTo("State function ks.plus(text, int) doesn't exist");
    }

    @Test
    void should_refuse_an_aggregate_without_initcond_over_a_state_function_that_refuses_null() {
        String strict = STATE.replace("CALLED ON", "RETURNS NULL ON");
        assertThat(onlyError(KS + strict + "CREATE AGGREGATE ks.total(int) SFUNC plus STYPE int;"))
                .isEqualTo("Cannot create aggregate 'total' without INITCOND because state function ks.plus does not"
                        + " accept 'null' arguments");
    }

    @Test
    void should_refuse_dropping_a_function_an_aggregate_uses_and_drop_in_order() {
        assertThat(onlyError(KS + STATE + FINAL + AGGREGATE + "DROP FUNCTION ks.half;"))
                .isEqualTo("Function 'ks.half' is still referenced by aggregates ks.total");
        Keyspace ks = keyspace(
                clean(KS + STATE + FINAL + AGGREGATE + "DROP AGGREGATE ks.total;\nDROP FUNCTION ks.half(int);"), "ks");
        assertThat(ks.aggregates()).isEmpty();
        assertThat(ks.functions()).extracting(UserFunction::name).containsExactly(Identifier.of("plus"));
    }

    @Test
    void should_report_a_missing_function_unless_if_exists() {
        assertThat(onlyError(KS + "DROP FUNCTION ks.f(int);")).isEqualTo("Function 'ks.f(int)' doesn't exist");
        assertThat(onlyError(KS + "DROP AGGREGATE ks.a;")).isEqualTo("Aggregate 'ks.a' doesn't exist");
        clean(KS + "DROP FUNCTION IF EXISTS ks.f(int);\nDROP AGGREGATE IF EXISTS nowhere.a;");
    }

    @Test
    void should_refuse_dropping_a_type_a_function_uses() {
        assertThat(onlyError(KS + "CREATE TYPE ks.pair (a int, b int);\n"
                        + "CREATE FUNCTION ks.first(p pair) CALLED ON NULL INPUT RETURNS int LANGUAGE java"
                        + " AS 'return p.getInt(\"a\");';\nDROP TYPE ks.pair;"))
                .isEqualTo("Cannot drop user type 'ks.pair' as it is still used by functions ks.first");
    }

    @Test
    void should_drop_functions_with_their_keyspace() {
        assertThat(clean(KS + STATE + "DROP KEYSPACE ks;\n" + KS)
                        .project()
                        .keyspace("ks")
                        .orElseThrow()
                        .functions())
                .isEmpty();
    }
}
