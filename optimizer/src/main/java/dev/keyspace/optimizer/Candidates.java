package dev.keyspace.optimizer;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every candidate for a mix's queries, the scratch project that holds each table and view candidate under a name of
 * its own ({@code ksd_opt_N}), which weighted queries each candidate answers, and the weighted queries no candidate
 * can answer, each with the mapping's reason. {@code methodCandidates} is the candidate holding each query's table by the
 * mapping rules (what an index read of the query finds is sized by it).
 */
record Candidates(
        List<Candidate> all,
        Project scratch,
        List<Query> weighted,
        Map<Integer, Set<ElementId>> answers,
        Map<ElementId, Integer> methodCandidates,
        Map<String, String> unanswerable) {

    Candidates {
        all = List.copyOf(all);
        weighted = List.copyOf(weighted);
        answers = Map.copyOf(answers);
        methodCandidates = Map.copyOf(methodCandidates);
        unanswerable = Map.copyOf(unanswerable);
    }
}
