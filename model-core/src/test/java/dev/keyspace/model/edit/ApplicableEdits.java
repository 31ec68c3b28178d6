package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

/**
 * Any edit of the catalogue that applies to the given project, each kind about as likely as another; now and
 * then two of them in a {@link CompositeEdit}, the second drawn for the project the first one makes.
 */
final class ApplicableEdits {

    private ApplicableEdits() {}

    static Arbitrary<Edit> to(Project project) {
        Arbitrary<Edit> single = Arbitraries.oneOf(singles(project));
        Arbitrary<Edit> pair =
                inSequence(project).map(edits -> new CompositeEdit(edits.get(0).label() + " and more", edits));
        return Arbitraries.frequencyOf(Tuple.of(30, single), Tuple.of(1, pair));
    }

    /** Two edits, the second one applicable to the project the first one makes. */
    static Arbitrary<List<Edit>> inSequence(Project project) {
        return Arbitraries.oneOf(singles(project)).flatMap(first -> Arbitraries.oneOf(singles(first.apply(project)))
                .map(second -> List.of(first, second)));
    }

    private static List<Arbitrary<Edit>> singles(Project project) {
        List<Arbitrary<Edit>> all = new ArrayList<>();
        all.addAll(SchemaEditArbitraries.applicable(project));
        all.addAll(ColumnEditArbitraries.applicable(project));
        all.addAll(ConceptualEditArbitraries.applicable(project));
        all.addAll(WorkflowEditArbitraries.applicable(project));
        all.addAll(AnalysisEditArbitraries.applicable(project));
        return all;
    }
}
