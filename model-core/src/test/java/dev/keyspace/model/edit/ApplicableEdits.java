package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.ArrayList;
import java.util.List;

/**
 * Any edit of the catalogue that applies to the given project, each kind about as likely as another; now and
 * then two of them in a {@link CompositeEdit}, the second drawn for the project the first one makes.
 */
final class ApplicableEdits {

    private ApplicableEdits() {}

    static Gen<Edit> to(Project project) {
        Gen<Edit> single = Gens.oneOf(singles(project));
        Gen<Edit> pair = Gen.lazy(() ->
                inSequence(project).map(edits -> new CompositeEdit(edits.get(0).label() + " and more", edits)));
        return Gens.frequency(Gens.weighted(30, single), Gens.weighted(1, pair));
    }

    /** Two edits, the second one applicable to the project the first one makes. */
    static Gen<List<Edit>> inSequence(Project project) {
        return Gens.oneOf(singles(project))
                .flatMap(first -> Gens.oneOf(singles(first.apply(project))).map(second -> List.of(first, second)));
    }

    private static List<Gen<Edit>> singles(Project project) {
        List<Gen<Edit>> all = new ArrayList<>();
        all.addAll(SchemaEditGenerators.applicable(project));
        all.addAll(ColumnEditGenerators.applicable(project));
        all.addAll(ConceptualEditGenerators.applicable(project));
        all.addAll(WorkflowEditGenerators.applicable(project));
        all.addAll(AnalysisEditGenerators.applicable(project));
        all.addAll(VersionEditGenerators.applicable(project));
        all.addAll(ProjectEditGenerators.applicable(project));
        return all;
    }
}
