package dev.keyspace.model.io;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The child process of the crash test: saves two large projects in turn to one file, as fast as it can,
 * until it is killed (or, should its parent be gone, until its time is up). Prints a line after each save.
 */
final class SaveLoop {

    static final long MAX_RUN_MILLIS = 60_000;

    private SaveLoop() {}

    public static void main(String[] args) throws Exception {
        Path target = Path.of(args[0]);
        Project[] projects = {large("A"), large("B")};
        long deadline = System.currentTimeMillis() + MAX_RUN_MILLIS;
        for (int i = 0; System.currentTimeMillis() < deadline; i++) {
            ProjectFiles.save(projects[i % 2], target);
            System.out.println("saved " + i);
            System.out.flush();
        }
    }

    /** A project of some hundreds of kilobytes, different for each variant. */
    static Project large(String variant) {
        List<Table> tables = new ArrayList<>();
        for (int t = 0; t < 120; t++) {
            List<Column> columns = new ArrayList<>();
            columns.add(Column.partitionKey("id", CqlType.of(NativeType.UUID), 0));
            for (int c = 0; c < 25; c++) {
                columns.add(Column.regular("column_" + variant + "_" + c, CqlType.of(NativeType.TEXT)));
            }
            tables.add(Table.of(ElementId.of("t" + t), "table_" + t, columns)
                    .withOptions(TableOptions.NONE.with("comment", OptionValue.text("variant " + variant + " " + t))));
        }
        Keyspace keyspace = Keyspace.of("crash", Replication.simple(3)).withTables(tables);
        return Project.empty("variant " + variant).withKeyspaces(List.of(keyspace));
    }
}
