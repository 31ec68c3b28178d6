package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.workload.Mix;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** What every project that edits produce must satisfy: no dangling link, dense key positions, unique names. */
final class ProjectInvariants {

    private ProjectInvariants() {}

    static void check(Project project) {
        for (Keyspace keyspace : project.keyspaces()) {
            keyspace.tables().forEach(t -> checkTable(t));
            keyspace.indexes().forEach(i -> checkIndex(keyspace, i));
            keyspace.views().forEach(v -> checkView(keyspace, v));
            keyspace.tables().forEach(t -> t.columns().forEach(c -> checkTypeRefs(project, keyspace, c.type())));
            keyspace.types().forEach(u -> u.fields().forEach(f -> checkTypeRefs(project, keyspace, f.type())));
        }
        Set<ElementId> ids = Uniqueness.ids(project);
        project.queries().forEach(q -> {
            q.servedBy().ifPresent(id -> assertThat(Lookup.isTableOrView(project, id))
                    .as("query %s served by %s", q.label(), id)
                    .isTrue());
            Stream.of(
                            q.pattern().equality(),
                            q.pattern().range(),
                            q.pattern().returned(),
                            q.pattern().ordering().stream()
                                    .map(Ordering::attribute)
                                    .toList())
                    .flatMap(List::stream)
                    .forEach(ref -> assertThat(
                                    AttributeOwner.find(project, ref.owner()).attribute(ref.attribute()))
                            .isNotNull());
        });
        for (Mix mix : project.analysis().workload().mixes()) {
            mix.queries().keySet().forEach(q -> assertThat(project.query(q))
                    .as("mix %s query %s", mix.name(), q)
                    .isPresent());
            mix.writes().keySet().forEach(w -> {
                AttributeOwner owner = AttributeOwner.find(project, w.owner());
                w.attribute().ifPresent(a -> assertThat(owner.attribute(a)).isNotNull());
            });
        }
        for (Transition t : project.workflow().transitions()) {
            assertThat(project.workflow().task(t.to()))
                    .as("transition %s target", t.id())
                    .isPresent();
            t.from().ifPresent(from -> assertThat(project.workflow().task(from))
                    .as("transition %s source", t.id())
                    .isPresent());
            t.queries().forEach(q -> assertThat(project.query(q))
                    .as("transition %s query %s", t.id(), q)
                    .isPresent());
        }
        project.conceptual().relationships().forEach(r -> r.participants()
                .forEach(p -> assertThat(project.conceptual().entity(p.entity()))
                        .as("participant of %s", r.name())
                        .isPresent()));
        project.sizing().forEach((id, assumptions) -> {
            assertThat(Lookup.isTableOrView(project, id)).as("sizing of %s", id).isTrue();
            project.table(id).ifPresent(t -> assertThat(
                            t.table().columns().stream().map(c -> c.name().internal()))
                    .as("sized columns of %s", t.qualifiedName())
                    .containsAll(assumptions.averageColumnBytes().keySet()));
        });
        checkAnalysis(project);
        for (ViewKind view : ViewKind.values()) {
            assertThat(ids)
                    .as("nodes of the %s diagram", view)
                    .containsAll(project.layout().nodes(view).keySet());
        }
        long idCount = project.allTables().size()
                + project.allViews().size()
                + project.conceptual().entities().size()
                + project.conceptual().relationships().size()
                + project.queries().size()
                + project.workflow().tasks().size()
                + project.workflow().transitions().size();
        assertThat(ids).as("ids are unique").hasSize((int) idCount);
    }

    /** Hints and calibrations belong to existing tables (hints to their columns); suppressions and non-production keyspaces name what exists. */
    private static void checkAnalysis(Project project) {
        project.analysis().tableHints().forEach((id, hints) -> {
            TableRef ref =
                    project.table(id).orElseThrow(() -> new AssertionError("workload hints of a missing table " + id));
            List<String> columns =
                    ref.table().columns().stream().map(c -> c.name().internal()).toList();
            assertThat(columns)
                    .as("hinted columns of %s", ref.qualifiedName())
                    .containsAll(hints.distinctValuesPerPartition().keySet())
                    .containsAll(hints.collectionItems().keySet());
        });
        project.analysis().calibration().ifPresent(c -> c.tables().keySet().forEach(id -> assertThat(project.table(id))
                .as("calibrated table %s", id)
                .isPresent()));
        project.analysis().suppressions().forEach(s -> assertThat(
                        AnalysisCascade.isAnalysedElement(project, s.element()))
                .as("suppressed element %s", s.element())
                .isTrue());
        project.analysis().nonProductionKeyspaces().forEach(k -> assertThat(project.keyspace(k))
                .as("non-production keyspace %s", k)
                .isPresent());
    }

    private static void checkTable(Table table) {
        assertThat(table.columns().stream().map(Column::name).distinct().count())
                .isEqualTo(table.columns().size());
        for (ColumnKind kind : List.of(ColumnKind.PARTITION_KEY, ColumnKind.CLUSTERING)) {
            List<Integer> positions = (kind == ColumnKind.PARTITION_KEY ? table.partitionKey() : table.clustering())
                    .stream().map(Column::position).toList();
            assertThat(positions)
                    .as("%s positions of %s", kind, table.name())
                    .isEqualTo(IntStream.range(0, positions.size()).boxed().toList());
        }
    }

    private static void checkIndex(Keyspace keyspace, Index index) {
        Table table = keyspace.table(index.table())
                .orElseThrow(() -> new AssertionError("index " + index.name() + " on a missing table"));
        for (IndexTarget target : index.targets()) {
            assertThat(table.column(target.column()))
                    .as("target of index %s", index.name())
                    .isPresent();
        }
    }

    private static void checkView(Keyspace keyspace, MaterializedView view) {
        Table base = keyspace.table(view.baseTable())
                .orElseThrow(() -> new AssertionError("view " + view.name() + " of a missing table"));
        Stream.concat(view.selected().stream(), view.primaryKey().stream()).forEach(c -> assertThat(base.column(c))
                .as("column %s of view %s", c, view.name())
                .isPresent());
    }

    private static void checkTypeRefs(Project project, Keyspace holder, CqlType type) {
        for (CqlType.UserTypeRef ref : type.userTypes()) {
            Keyspace owner = ref.keyspace().flatMap(project::keyspace).orElse(holder);
            assertThat(owner.type(ref.name()))
                    .as("type %s used in keyspace %s", ref.asCql(), holder.name())
                    .isPresent();
        }
    }
}
