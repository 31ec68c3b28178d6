package dev.keyspace.analysis.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.music.MusicModel;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WriteStatement;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.edit.AttributeEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.workload.WriteOperation;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code changing-key} is raised for every primary-key column holding an attribute a write path updates, an
 * entity's or a relationship's, whether or not another table holds a copy; never for one holding a key attribute,
 * which no write path updates.
 */
class ChangingKeyRuleTest {

    private static final Pattern KEYED_BY = Pattern.compile("^(\\S+) is keyed by (\\S+) \\(column (\\S+)\\)");

    /** {@code table keyed by Owner.attribute (column c)} for each changing-key finding. */
    private static Set<String> findings(Project project) {
        Set<String> found = new TreeSet<>();
        for (Finding f : Checker.check(project).findings()) {
            if (f.ruleId().equals("changing-key")) {
                Matcher m = KEYED_BY.matcher(f.message());
                assertThat(m.find()).as(f.message()).isTrue();
                assertThat(m.group(1)).isEqualTo(f.element());
                found.add(f.element() + " keyed by " + m.group(2) + " (column " + m.group(3) + ")");
            }
        }
        return found;
    }

    @Test
    void should_warn_of_the_playlists_of_a_user_ordered_by_the_time_each_playlist_changes() {
        Set<String> found = findings(MusicModel.project());

        assertThat(found)
                .contains(
                        "music.playlists_by_user keyed by Playlist.updated_at (column updated_at)",
                        "music.tracks_by_album keyed by Track.number (column number)")
                .noneMatch(f -> f.contains("_id)"));
    }

    /** The fix the finding offers works: a play's time made a key attribute of Plays is never updated. */
    @Test
    void should_not_warn_of_a_relationship_attribute_made_a_key_attribute() {
        Project music = MusicModel.project();
        assertThat(findings(music)).contains("music.tracks_by_user keyed by Plays.played_at (column played_at)");

        Project keyed = new AttributeEdit.SetKey(MusicModel.PLAYS, "played_at", true).apply(music);

        assertThat(findings(keyed)).noneMatch(f -> f.startsWith("music.tracks_by_user"));
        assertThat(rowsMovedByUpdates(keyed)).noneMatch(f -> f.startsWith("music.tracks_by_user"));
    }

    /**
     * Generated entities and a relationship, and tables keyed by any of their attributes: the findings are exactly
     * the key columns whose attribute's update write path moves the row (deletes it and inserts it again), and
     * those are exactly the key columns holding a non-key attribute.
     */
    @Test
    void should_warn_of_every_key_column_a_write_path_updates_and_of_no_other() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(200).check(seed -> {
            Random random = new Random(seed);
            Project project = generated(random);

            Set<String> moved = rowsMovedByUpdates(project);
            Set<String> nonKeyInKey = nonKeyAttributesInKeys(project);
            String what = project.allTables().stream()
                    .map(t -> t.table().name().internal() + " "
                            + t.table().primaryKey().stream()
                                    .map(c -> c.name().internal())
                                    .toList())
                    .toList()
                    .toString();
            assertThat(moved).as(what).isEqualTo(nonKeyInKey);
            assertThat(findings(project)).as(what).isEqualTo(moved);
        });
    }

    private static Set<String> rowsMovedByUpdates(Project project) {
        Set<String> moved = new TreeSet<>();
        for (WritePath path : WritePaths.of(project).writes()) {
            if (path.operation() != WriteOperation.UPDATE) {
                continue;
            }
            for (WriteStep step : path.steps()) {
                if (step.statement() instanceof WriteStatement.Delete delete) {
                    Table table = project.allTables().stream()
                            .filter(t -> t.table().name().equals(delete.table()))
                            .findFirst()
                            .orElseThrow()
                            .table();
                    String attribute = path.attribute().orElseThrow();
                    moved.add(delete.keyspace().internal() + "."
                            + delete.table().internal() + " keyed by " + path.ownerName() + "." + attribute
                            + " (column " + column(table, attribute) + ")");
                }
            }
        }
        return moved;
    }

    private static String column(Table table, String attribute) {
        return table.column(attribute).orElseThrow().name().internal();
    }

    private static Set<String> nonKeyAttributesInKeys(Project project) {
        Set<String> expected = new TreeSet<>();
        ConceptualModel conceptual = project.conceptual();
        project.allTables().forEach(ref -> ref.table().primaryKey().forEach(c -> {
            String name = c.name().internal();
            conceptual.entities().forEach(e -> e.attribute(name)
                    .filter(a -> !a.key())
                    .ifPresent(a -> expected.add(ref.keyspace().name().internal() + "."
                            + ref.table().name().internal() + " keyed by " + e.name() + "." + name + " (column "
                            + name + ")")));
            conceptual.relationships().forEach(r -> r.attributes().stream()
                    .filter(a -> a.name().equals(name) && !a.key())
                    .forEach(a -> expected.add(ref.keyspace().name().internal() + "."
                            + ref.table().name().internal() + " keyed by " + r.name() + "." + name + " (column "
                            + name + ")")));
        }));
        return expected;
    }

    /**
     * Two entities E0, E1 (keys e0_id, e1_id; attributes e0_a, e0_at, e1_a, e1_at) joined by R (attributes r_at,
     * r_note), and one to three tables, each keyed by E0's key, then by up to three attributes of any owner, with
     * up to two further attributes as regular columns.
     */
    private static Project generated(Random random) {
        ElementId e0 = ElementId.of("entity:e0");
        ElementId e1 = ElementId.of("entity:e1");
        List<Entity> entities = List.of(entity(e0, "e0"), entity(e1, "e1"));
        Relationship r = new Relationship(
                ElementId.of("relationship:r"),
                "R",
                List.of(Relationship.Participant.of(e0, Cardinality.M), Relationship.Participant.of(e1, Cardinality.N)),
                List.of(Attribute.of("r_at", "timestamp"), Attribute.of("r_note", "text")));
        List<String> pool = new ArrayList<>(List.of("e1_id", "e0_a", "e0_at", "e1_a", "e1_at", "r_at", "r_note"));
        List<Table> tables = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int t = 0; t < count; t++) {
            Collections.shuffle(pool, random);
            int clustering = random.nextInt(4);
            int regular = random.nextInt(3);
            List<Column> columns = new ArrayList<>();
            columns.add(Column.partitionKey("e0_id", type("e0_id"), 0));
            for (int i = 0; i < clustering; i++) {
                columns.add(Column.clustering(
                        pool.get(i), type(pool.get(i)), i, dev.keyspace.model.schema.ClusteringOrder.ASC));
            }
            for (int i = clustering; i < clustering + regular; i++) {
                columns.add(Column.regular(pool.get(i), type(pool.get(i))));
            }
            tables.add(Table.of(ElementId.of("table:k.t" + t), "t" + t, columns));
        }
        return Project.empty("generated")
                .withConceptual(new ConceptualModel(entities, List.of(r)))
                .withKeyspaces(List.of(Keyspace.of("k", Replication.simple(3)).withTables(tables)));
    }

    private static Entity entity(ElementId id, String prefix) {
        return new Entity(
                id,
                prefix.toUpperCase(java.util.Locale.ROOT),
                List.of(
                        Attribute.key(prefix + "_id", "uuid"),
                        Attribute.of(prefix + "_a", "text"),
                        Attribute.of(prefix + "_at", "timestamp")));
    }

    private static CqlType type(String name) {
        return CqlType.of(
                name.endsWith("_id") ? NativeType.UUID : name.endsWith("_at") ? NativeType.TIMESTAMP : NativeType.TEXT);
    }
}
