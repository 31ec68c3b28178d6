package dev.keyspace.cql;

import dev.keyspace.cql.internal.SchemaChange;
import dev.keyspace.cql.internal.SchemaProblem;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One schema statement of a CQL file as an {@link Edit}: the importer applies every statement this way,
 * in file order, so a CREATE, an ALTER TABLE or a DROP read from a file changes a project exactly as an
 * edit made in the designer does, and can go through the same undo history. The label is the statement's
 * first line, so the Edit menu reads "Undo ALTER TABLE hotel.hotels ADD stars int"; it is cut from the text only
 * when asked, as an import applies thousands of statements whose labels nobody reads.
 */
public final class StatementEdit implements Edit {

    private static final int LABEL_LENGTH = 80;

    private final Supplier<String> statementText;
    private final SchemaChange change;

    private StatementEdit(Supplier<String> statementText, SchemaChange change) {
        this.statementText = Objects.requireNonNull(statementText, "statementText");
        this.change = Objects.requireNonNull(change, "change");
    }

    /** An edit labelled with the statement's text, shortened to its first line. */
    public static StatementEdit of(String statementText, SchemaChange change) {
        Objects.requireNonNull(statementText, "statementText");
        return new StatementEdit(() -> statementText, change);
    }

    /** An edit labelled with the statement's text, which {@code statementText} gives only if the label is asked. */
    public static StatementEdit of(Supplier<String> statementText, SchemaChange change) {
        return new StatementEdit(statementText, change);
    }

    @Override
    public String label() {
        String text = statementText.get().strip();
        int lineEnd = 0; // where String.lines() would end the first line: at \n or \r
        while (lineEnd < text.length() && text.charAt(lineEnd) != '\n' && text.charAt(lineEnd) != '\r') {
            lineEnd++;
        }
        String firstLine = text.substring(0, lineEnd).strip();
        return firstLine.length() > LABEL_LENGTH ? firstLine.substring(0, LABEL_LENGTH - 1) + "…" : firstLine;
    }

    /** @throws EditRejectedException with Cassandra's reason when Cassandra would refuse the statement */
    @Override
    public Project apply(Project project) {
        try {
            return change.apply(project);
        } catch (SchemaProblem problem) {
            throw new EditRejectedException(problem.getMessage());
        }
    }
}
