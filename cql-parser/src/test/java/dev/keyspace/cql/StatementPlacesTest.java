package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.StatementPlaces.Place;
import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class StatementPlacesTest {

    private final CqlWriter writer = new CqlWriter();

    /** A statement the writer printed, and what a caret in it should be found to be about. */
    private record Expected(String cql, StatementSubject.Kind kind, Optional<Identifier> keyspace, Identifier name) {}

    /** A random schema printed, its places, and a random source for offsets in it. */
    private interface PrintedCheck {
        void check(Project model, String printed, StatementPlaces places, Random random);
    }

    private void forPrintedSchemas(PrintedCheck property) {
        PropertyCheck.forAll(Gens.longs(0, Long.MAX_VALUE - 1))
                .tries(200)
                .describedBy(seed -> "RandomSchema(new Random(" + seed + "L))")
                .check(seed -> {
                    Project model = new RandomSchema(new Random(seed)).project();
                    String printed = writer.write(model);
                    property.check(model, printed, StatementPlaces.of(printed), new Random(seed));
                });
    }

    @Test
    void every_offset_of_a_printed_schema_is_in_the_statement_printed_there() {
        forPrintedSchemas((model, printed, places, offsets) -> {
            List<Expected> expected = expected(model);
            assertThat(places.all()).as(printed).hasSameSizeAs(expected);

            int cursor = 0;
            for (Expected statement : expected) {
                int start = printed.indexOf(statement.cql(), cursor);
                int end = start + statement.cql().length();
                cursor = end;
                for (int offset : List.of(start, end - 1, start + offsets.nextInt(end - start))) {
                    Optional<Place> found = places.at(offset);
                    assertThat(found)
                            .as("offset %d of %s", offset, statement.cql())
                            .isPresent();
                    assertThat(found.get())
                            .extracting(Place::kind, Place::keyspace, Place::name)
                            .as("offset %d of %s", offset, statement.cql())
                            .containsExactly(statement.kind(), statement.keyspace(), statement.name());
                }
            }
        });
    }

    @Test
    void a_caret_on_a_column_of_a_printed_table_is_on_that_column_name() {
        forPrintedSchemas((model, printed, places, carets) -> {
            for (Keyspace keyspace : model.keyspaces()) {
                for (Table table : keyspace.tables()) {
                    String statement = writer.createTable(keyspace, table);
                    int start = printed.indexOf(statement);
                    for (Column column : table.columns()) {
                        String definition = CqlTerms.columnDefinition(column);
                        int at = start + statement.indexOf("\n    " + definition + ",") + 5;
                        int caret = at + carets.nextInt(column.name().asCql().length() + 1);
                        Place place = places.at(caret).orElseThrow();
                        assertThat(StatementPlaces.nameAt(printed, caret, place))
                                .as("caret %d in %s", caret - start, statement)
                                .contains(column.name());
                    }
                }
            }
        });
    }

    @Test
    void an_unqualified_name_takes_the_keyspace_of_the_use_before_it() {
        String text =
                "USE shop;\nCREATE TABLE carts (id int PRIMARY KEY);\nUSE \"Other\";\nALTER TABLE orders ADD x int;";
        StatementPlaces places = StatementPlaces.of(text);

        assertThat(places.at(text.indexOf("carts")).orElseThrow())
                .extracting(Place::kind, Place::keyspace, Place::name)
                .containsExactly(
                        StatementSubject.Kind.TABLE, Optional.of(Identifier.of("shop")), Identifier.of("carts"));
        assertThat(places.at(text.indexOf("orders")).orElseThrow())
                .extracting(Place::keyspace, Place::name)
                .containsExactly(Optional.of(Identifier.of("Other")), Identifier.of("orders"));
        assertThat(places.at(1).orElseThrow().kind()).isEqualTo(StatementSubject.Kind.KEYSPACE);
    }

    @Test
    void between_statements_and_in_comments_around_them_a_caret_is_in_none() {
        String text =
                "-- tables\n\nCREATE TABLE ks.a (id int PRIMARY KEY);\n\n/* next */ CREATE TABLE ks.b (id int PRIMARY KEY);";
        StatementPlaces places = StatementPlaces.of(text);

        assertThat(places.at(3)).isEmpty();
        assertThat(places.at(text.indexOf("/* next"))).isEmpty();
        assertThat(places.at(text.indexOf(");") + 2).orElseThrow().name()).isEqualTo(Identifier.of("a"));
        assertThat(places.at(text.indexOf("ks.b")).orElseThrow().name()).isEqualTo(Identifier.of("b"));
    }

    @Test
    void a_caret_on_a_reserved_keyword_a_literal_or_punctuation_is_on_no_name() {
        String text = "CREATE TABLE ks.\"Mixed Case\" (\"Id\" int PRIMARY KEY, name text) WITH comment = 'c';";
        Place place = StatementPlaces.of(text).at(0).orElseThrow();

        assertThat(StatementPlaces.nameAt(text, text.indexOf("TABLE") + 1, place))
                .isEmpty();
        assertThat(StatementPlaces.nameAt(text, text.indexOf("'"), place)).isEmpty();
        assertThat(StatementPlaces.nameAt(text, text.indexOf("(") + 1, place)).contains(Identifier.of("Id"));
        assertThat(StatementPlaces.nameAt(text, text.indexOf("name"), place)).contains(Identifier.of("name"));
        assertThat(StatementPlaces.nameAt(text, text.indexOf("Case"), place))
                .as("a qualified name's parts are the statement's subject, not a name in it")
                .isEmpty();
        assertThat(StatementPlaces.nameAt(text, text.indexOf("ks"), place)).isEmpty();
    }

    /** What the writer prints for each keyspace, in its order ({@link CqlWriter#write(Keyspace)}). */
    private List<Expected> expected(Project model) {
        List<Expected> expected = new ArrayList<>();
        for (Keyspace keyspace : model.keyspaces()) {
            Optional<Identifier> in = Optional.of(keyspace.name());
            expected.add(new Expected(
                    writer.createKeyspace(keyspace),
                    StatementSubject.Kind.KEYSPACE,
                    Optional.empty(),
                    keyspace.name()));
            for (UserType type : SchemaOrder.typesInDependencyOrder(keyspace)) {
                expected.add(
                        new Expected(writer.createType(keyspace, type), StatementSubject.Kind.TYPE, in, type.name()));
            }
            for (UserFunction function : keyspace.functions()) {
                expected.add(new Expected(
                        writer.createFunction(keyspace, function),
                        StatementSubject.Kind.FUNCTION,
                        in,
                        function.name()));
            }
            for (UserAggregate aggregate : keyspace.aggregates()) {
                expected.add(new Expected(
                        writer.createAggregate(keyspace, aggregate),
                        StatementSubject.Kind.AGGREGATE,
                        in,
                        aggregate.name()));
            }
            for (Table table : keyspace.tables()) {
                expected.add(new Expected(
                        writer.createTable(keyspace, table), StatementSubject.Kind.TABLE, in, table.name()));
            }
            for (Index index : keyspace.indexes()) {
                expected.add(new Expected(
                        writer.createIndex(keyspace, index), StatementSubject.Kind.INDEX, in, index.name()));
            }
            for (MaterializedView view : keyspace.views()) {
                expected.add(
                        new Expected(writer.createView(keyspace, view), StatementSubject.Kind.VIEW, in, view.name()));
            }
        }
        return expected;
    }
}
