package dev.keyspace.app.designer.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.StatementPlaces;
import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.samples.SampleCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * In the CQL the designer shows for each sample, a caret on every statement and every column finds its element, and
 * each element finds the statement that declares it.
 */
class CaretElementTest {

    private static final CqlWriter WRITER = new CqlWriter();

    static Stream<String> samples() {
        return SampleCatalog.all().stream().map(SampleCatalog.Sample::name);
    }

    private record Spot(int caret, ElementId expected, String what) {}

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void a_caret_finds_the_element_declared_or_the_column_it_is_on_and_back(String sample) {
        Project project = SampleCatalog.all().stream()
                .filter(s -> s.name().equals(sample))
                .findFirst()
                .orElseThrow()
                .builder()
                .get();
        String text = WRITER.write(project);
        StatementPlaces places = StatementPlaces.of(text);
        Elements elements = Elements.of(project);

        List<Spot> spots = spots(project, text);
        assertThat(spots).isNotEmpty();
        for (Spot spot : spots) {
            StatementPlaces.Place place = places.at(spot.caret()).orElseThrow();
            Optional<ElementId> found =
                    CaretElement.of(project, place, StatementPlaces.nameAt(text, spot.caret(), place));
            assertThat(found).as(spot.what()).contains(spot.expected());
            assertThat(elements.contains(spot.expected()))
                    .as("%s is a selectable element", spot.expected())
                    .isTrue();
            assertThat(places.all().stream()
                            .filter(ElementStatement.of(project, spot.expected())
                                    .orElseThrow())
                            .findFirst())
                    .as("the way back: the statement of %s", spot.what())
                    .contains(place);
        }
    }

    /** Every statement's first character, and the middle of every column and field name, with what each is. */
    private static List<Spot> spots(Project project, String text) {
        List<Spot> spots = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            spots.add(new Spot(
                    text.indexOf(WRITER.createKeyspace(keyspace)),
                    ElementKeys.keyspace(keyspace),
                    "keyspace " + keyspace.name()));
            for (UserType type : keyspace.types()) {
                String statement = WRITER.createType(keyspace, type);
                int start = text.indexOf(statement);
                ElementId typeId = ElementKeys.type(keyspace, type);
                spots.add(new Spot(start, typeId, "type " + type.name()));
                for (UserType.Field field : type.fields()) {
                    String line = "\n    " + field.name().asCql() + " ";
                    spots.add(new Spot(
                            middle(
                                    start + statement.indexOf(line) + 5,
                                    field.name().asCql()),
                            ElementKeys.part(typeId, field.name().internal()),
                            "field " + field.name() + " of " + type.name()));
                }
            }
            for (Table table : keyspace.tables()) {
                String statement = WRITER.createTable(keyspace, table);
                int start = text.indexOf(statement);
                spots.add(new Spot(start, table.id(), "table " + table.name()));
                for (Column column : table.columns()) {
                    String line = "\n    " + CqlTerms.columnDefinition(column) + ",";
                    spots.add(new Spot(
                            middle(
                                    start + statement.indexOf(line) + 5,
                                    column.name().asCql()),
                            ElementKeys.part(table.id(), column.name().internal()),
                            "column " + column.name() + " of " + table.name()));
                }
            }
            for (Index index : keyspace.indexes()) {
                spots.add(new Spot(
                        text.indexOf(WRITER.createIndex(keyspace, index)),
                        ElementKeys.index(keyspace, index),
                        "index " + index.name()));
            }
            for (MaterializedView view : keyspace.views()) {
                spots.add(new Spot(text.indexOf(WRITER.createView(keyspace, view)), view.id(), "view " + view.name()));
            }
        }
        return spots;
    }

    private static int middle(int start, String name) {
        return start + name.length() / 2;
    }
}
