package dev.keyspace.codegen;

import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.writes.QueryRead;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The class of one keyspace: a method per query (its SELECT prepared once, in the constructor) and a method per
 * write path (its statements prepared once, run in a logged batch when the copies must agree).
 */
final class KeyspaceClass {

    /** A query and the names its method and row record have. */
    record Read(QueryRead read, String method, String record) {}

    /** A write path and the name its method has. */
    record Write(WritePath path, String method) {}

    private final JavaSource java;
    private final String className;
    private final Map<ElementId, String> ownerNames;

    KeyspaceClass(String packageName, String className, Map<ElementId, String> ownerNames) {
        this.java = new JavaSource(packageName);
        this.className = className;
        this.ownerNames = ownerNames;
    }

    String source(String keyspace, List<Read> reads, List<Write> writes) {
        java.use("com.datastax.oss.driver.api.core.CqlSession");
        java.use("com.datastax.oss.driver.api.core.cql.PreparedStatement");
        java.line("/** The queries and write paths of the keyspace " + JavaSource.doc(keyspace) + ". */");
        java.open("public final class " + className);
        java.blank();
        java.line("private final CqlSession session;");
        List<String> fields = new ArrayList<>();
        reads.forEach(r -> fields.add(r.method() + "Statement"));
        for (Write write : writes) {
            int count = write.path().steps().size();
            for (int i = 1; i <= count; i++) {
                fields.add(write.method() + "Statement" + (count == 1 ? "" : Integer.toString(i)));
            }
        }
        fields.forEach(f -> java.line("private final PreparedStatement " + f + ";"));
        java.blank();
        java.line("/** Prepares every statement once; the keyspace's tables must exist. */");
        java.open("public " + className + "(CqlSession session)");
        java.line("this.session = session;");
        List<String> cql = new ArrayList<>();
        reads.forEach(r -> cql.add(WriteStatements.cql(r.read())));
        writes.forEach(w -> w.path().steps().forEach(s -> cql.add(WriteStatements.cql(s.statement()))));
        for (int i = 0; i < fields.size(); i++) {
            String head = "this." + fields.get(i) + " = session.prepare(";
            String literal = JavaSource.literal(cql.get(i));
            if (8 + head.length() + literal.length() + 2 <= JavaSource.WIDTH) {
                java.line(head + literal + ");");
            } else {
                java.line(head);
                java.in();
                List<String> lines = JavaSource.literalLines(cql.get(i), 90);
                for (int l = 0; l < lines.size(); l++) {
                    java.line(lines.get(l) + (l == lines.size() - 1 ? ");" : ""));
                }
                java.out();
            }
        }
        java.close();
        reads.forEach(this::read);
        writes.forEach(this::write);
        java.close();
        return java.text();
    }

    private void read(Read read) {
        java.use("com.datastax.oss.driver.api.core.cql.Row");
        java.use("java.util.ArrayList");
        java.use("java.util.List");
        List<Parameter> parameters = new ArrayList<>();
        for (Column column : read.read().equal()) {
            // a collection is searched by one of its elements (CONTAINS)
            parameters.add(new Parameter(
                    JavaNames.member(column.name().internal()),
                    JavaTypes.of(AccessPatternQueries.searchedType(column))));
        }
        for (Column column : read.read().range()) {
            String name = JavaNames.member(column.name().internal());
            parameters.add(new Parameter(name + "From", JavaTypes.of(column.type())));
            parameters.add(new Parameter(name + "To", JavaTypes.of(column.type())));
        }
        parameters.forEach(p -> java.use(p.type().imports()));
        var query = read.read().query();
        java.blank();
        java.javadoc(List.of(query.label() + ". " + query.description() + " ("
                + read.read().holder().qualifiedName() + ")."));
        java.call("public List<" + read.record() + "> " + read.method(), declarations(parameters), " {");
        java.indentOnce();
        java.line("List<" + read.record() + "> rows = new ArrayList<>();");
        java.open("for (Row row : session.execute(" + read.method() + "Statement.bind(" + names(parameters) + ")))");
        java.line("rows.add(" + read.record() + ".from(row));");
        java.close();
        java.line("return rows;");
        java.close();
    }

    private void write(Write write) {
        WritePath path = write.path();
        WriteParameters parameters = new WriteParameters(path, ownerNames);
        parameters.parameters().forEach(p -> java.use(p.type().imports()));
        java.blank();
        List<String> paragraphs = new ArrayList<>();
        paragraphs.add(path.title() + ": " + path.why() + ".");
        path.notes().forEach(n -> paragraphs.add(n + "."));
        java.javadoc(paragraphs);
        java.call("public void " + write.method(), declarations(parameters.parameters()), " {");
        java.indentOnce();
        List<String> binds = new ArrayList<>();
        int count = path.steps().size();
        for (int i = 0; i < count; i++) {
            String field = write.method() + "Statement" + (count == 1 ? "" : Integer.toString(i + 1));
            binds.add(
                    field + ".bind(" + String.join(", ", parameters.arguments().get(i)) + ")");
        }
        if (!path.logged()) {
            java.call(
                    "session.execute(" + fieldOf(write, 0, count) + ".bind",
                    parameters.arguments().get(0),
                    ");");
        } else {
            java.use("com.datastax.oss.driver.api.core.cql.BatchStatement");
            java.use("com.datastax.oss.driver.api.core.cql.DefaultBatchType");
            java.line("session.execute(BatchStatement.builder(DefaultBatchType.LOGGED)");
            java.in();
            for (int i = 0; i < count; i++) {
                java.call(
                        ".addStatement(" + fieldOf(write, i, count) + ".bind",
                        parameters.arguments().get(i),
                        ")");
            }
            java.line(".build());");
            java.out();
        }
        java.close();
    }

    private static String fieldOf(Write write, int step, int count) {
        return write.method() + "Statement" + (count == 1 ? "" : Integer.toString(step + 1));
    }

    private static List<String> declarations(List<Parameter> parameters) {
        return parameters.stream().map(Parameter::declaration).toList();
    }

    private static String names(List<Parameter> parameters) {
        return String.join(", ", parameters.stream().map(Parameter::name).toList());
    }
}
