package dev.keyspace.codegen;

import dev.keyspace.model.analysis.writes.Holder;
import dev.keyspace.model.schema.Column;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The record of one table's (or view's) row, with the factory that reads it from a driver row. */
final class RowRecord {

    private RowRecord() {}

    /** The record's component names, one per column in table order, unique. */
    static List<String> components(Holder holder) {
        List<String> names = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (Column column : holder.table().columns()) {
            names.add(unique(JavaNames.member(column.name().internal()), used));
        }
        return names;
    }

    static String unique(String name, Set<String> used) {
        String candidate = name;
        for (int i = 2; !used.add(candidate); i++) {
            candidate = name + i;
        }
        return candidate;
    }

    static String source(String packageName, String recordName, Holder holder) {
        JavaSource java = new JavaSource(packageName).use("com.datastax.oss.driver.api.core.cql.Row");
        List<Column> columns = holder.table().columns();
        List<String> names = components(holder);
        List<JavaType> types = columns.stream().map(c -> JavaTypes.of(c.type())).toList();
        types.forEach(t -> java.use(t.imports()));
        String kind = holder.view() ? "materialized view " : "table ";
        java.line("/** A row of the " + kind + JavaSource.doc(holder.qualifiedName())
                + ", every column in table order. */");
        java.line("public record " + recordName + "(");
        java.in();
        for (int i = 0; i < columns.size(); i++) {
            java.line(types.get(i).name() + " " + names.get(i) + (i == columns.size() - 1 ? ") {" : ","));
        }
        java.out();
        java.blank();
        java.line("    /** The row as a SELECT of every column, in table order, returns it. */");
        java.line("    public static " + recordName + " from(Row row) {");
        java.line("        return new " + recordName + "(");
        for (int i = 0; i < columns.size(); i++) {
            java.line("                row.get(" + i + ", " + types.get(i).token() + ")"
                    + (i == columns.size() - 1 ? ");" : ","));
        }
        java.line("    }");
        java.line("}");
        return java.text();
    }
}
