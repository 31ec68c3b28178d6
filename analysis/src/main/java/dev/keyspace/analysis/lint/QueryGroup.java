package dev.keyspace.analysis.lint;

import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;
import java.util.Optional;

/**
 * The queries one keyspace serves (or, with no keyspace, the queries nothing serves), each with its position in
 * the project's queries, its serving table and what its results depend on beyond the keyspace ({@code inputs}: the
 * query and the table or view serving it), for {@link CheckMemo#rememberGroup}.
 */
public record QueryGroup(
        Optional<Keyspace> keyspace,
        int[] positions,
        List<Query> queries,
        List<Optional<AccessPatternQueries.Serving>> serving,
        List<Object[]> inputs) {

    public QueryGroup {
        queries = List.copyOf(queries);
        serving = List.copyOf(serving);
        inputs = List.copyOf(inputs);
    }

    /** The group's name from check to check: the keyspace's name, or none for the queries nothing serves. */
    public Object name() {
        return keyspace.<Object>map(Keyspace::name).orElse("no serving table");
    }
}
