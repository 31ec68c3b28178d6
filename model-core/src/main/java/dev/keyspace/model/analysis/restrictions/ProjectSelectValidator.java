package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Validates SELECTs against a whole project's schema, as a session does: the table is looked up in the
 * keyspace the statement names, else in the session's keyspace ({@code USE}); a materialized view is read
 * as the table it is (its key, then the base columns it selects, with no index).
 */
public final class ProjectSelectValidator {

    static final String NO_KEYSPACE =
            "No keyspace has been specified. USE a keyspace, or explicitly specify keyspace.tablename";
    static final String UNKNOWN_KEYSPACE = "keyspace %s does not exist";
    static final String UNKNOWN_TABLE = "table %s does not exist";

    private final Project project;
    private final SelectValidator validator;

    public ProjectSelectValidator(Project project, SelectValidator validator) {
        this.project = Objects.requireNonNull(project, "project");
        this.validator = Objects.requireNonNull(validator, "validator");
    }

    public ProjectSelectValidator(Project project) {
        this(project, new SelectValidator(project.target()));
    }

    /**
     * The verdict on {@code query} from the keyspace it names ({@code statementKeyspace}), else {@code
     * sessionKeyspace}; a missing keyspace or table is refused with Cassandra's message.
     */
    public Verdict validate(
            Optional<Identifier> statementKeyspace, Optional<Identifier> sessionKeyspace, SelectQuery query) {
        Optional<Identifier> keyspaceName = statementKeyspace.or(() -> sessionKeyspace);
        if (keyspaceName.isEmpty()) {
            return Verdict.rejected(NO_KEYSPACE);
        }
        Optional<Keyspace> keyspace = project.keyspace(keyspaceName.get());
        if (keyspace.isEmpty()) {
            return Verdict.rejected(
                    String.format(UNKNOWN_KEYSPACE, keyspaceName.get().internal()));
        }
        Optional<Table> table = keyspace.get().table(query.table());
        if (table.isPresent()) {
            return validator.validate(keyspace.get(), table.get(), query);
        }
        Optional<MaterializedView> view = keyspace.get().view(query.table());
        Optional<Table> base = view.flatMap(v -> keyspace.get().table(v.baseTable()));
        if (base.isEmpty()) {
            return Verdict.rejected(String.format(UNKNOWN_TABLE, query.table().internal()));
        }
        Table asTable = view.get().asTable(base.get());
        return validator.validate(keyspace.get().withIndexes(List.of()), asTable, query);
    }
}
