package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.migrate.apply.ScriptItems;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.Project;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Names and writes the text of each step's script (and down script, for a style that keeps them), and checks
 * them before anything is written: each script is read by the CQL reader on top of the schema the scripts before
 * it leave, and a statement it refuses (the reader's errors are Cassandra's verdicts) is reported.
 */
public final class ScriptWriter {

    /** A script to write: its file name in the folder, and its text. */
    public record Script(String fileName, String text) {

        /** What a reviewer must know before running it, in words ("drops data", ...); empty for none. */
        public String note() {
            List<String> notes = new ArrayList<>();
            if (text.startsWith("-- " + DataMigrations.DROPS_DATA)) {
                notes.add("drops data");
            }
            if (text.contains("-- " + ScriptItems.DIRECTIVE + " ")) {
                notes.add("copies rows at its ksd:copy lines");
            }
            if (text.startsWith("-- " + DataMigrations.MANUAL)) {
                notes.add("a step made by hand, see its comments");
            }
            if (text.startsWith("-- NOT REVERSIBLE")) {
                notes.add("not reversible");
            }
            return String.join(", ", notes);
        }
    }

    /** The scripts in order, the refusals found in them (none to write them), and the schema they leave. */
    public record Result(List<Script> scripts, List<String> refusals, Project after) {
        public boolean refused() {
            return !refusals.isEmpty();
        }
    }

    private final CqlReader reader = new CqlReader();

    /**
     * The scripts of {@code steps}, numbered from {@code firstVersion}; {@code name} names the change (each
     * script's own description is added when there are several).
     */
    public Result write(
            Project old, List<MigrationStep> steps, ScriptStyle style, long firstVersion, Optional<String> name) {
        List<Script> scripts = new ArrayList<>();
        List<String> refusals = new ArrayList<>();
        Project current = old;
        for (int i = 0; i < steps.size(); i++) {
            MigrationStep step = steps.get(i);
            long version = firstVersion + i;
            String description = Descriptions.snake(name.map(n -> steps.size() == 1 ? n : n + " " + step.description())
                    .orElse(step.description()));
            String up = style.fileName(version, description, false);
            String text = text(step, style);
            Project after = check(current, up, text, refusals);
            scripts.add(new Script(up, text));
            if (style.hasDownScripts()) {
                String down = style.fileName(version, description, true);
                String downText = text(DownScripts.of(current, after, step), style);
                List<String> downRefusals = new ArrayList<>();
                check(after, down, downText, downRefusals);
                if (!downRefusals.isEmpty()) {
                    downText = text(
                            DownScripts.irreversible("Cassandra would refuse the reverse: " + downRefusals.get(0)),
                            style);
                }
                scripts.add(new Script(down, downText));
            }
            current = after;
        }
        return new Result(scripts, refusals, current);
    }

    private Project check(Project base, String file, String text, List<String> refusals) {
        CqlImport read = reader.read(base, file, text);
        for (Diagnostic error : read.errors()) {
            refusals.add(error.format());
        }
        return read.project();
    }

    static String text(MigrationStep step, ScriptStyle style) {
        boolean splitInside = step.cql().stream().anyMatch(cql -> cql.indexOf(';') < cql.length() - 1);
        if (style != ScriptStyle.GOLANG_MIGRATE || !splitInside) {
            return step.text();
        }
        List<String> header = new ArrayList<>(step.header());
        header.add(GOLANG_SPLIT);
        return new MigrationStep(step.kind(), step.description(), header, step.statements()).text();
    }

    /** Said in a golang-migrate script that holds a statement with a ';' inside it. */
    static final String GOLANG_SPLIT = "golang-migrate splits a script at each semicolon (with x-multi-statement):"
            + " a statement below holds one inside it (in a string or a function body), so run this script with"
            + " another tool";
}
