package dev.keyspace.codegen;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles generated sources with the JDK's compiler, against this test's class path (java-driver-core among it),
 * with every lint warning turned into an error.
 */
public final class SourceCompiler {

    private SourceCompiler() {}

    /** Compiles every .java file under {@code sources} into {@code classes}; fails with the compiler's output. */
    public static void compile(Path sources, Path classes) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        Files.createDirectories(classes);
        StringWriter output = new StringWriter();
        try (StandardJavaFileManager manager = compiler.getStandardFileManager(null, null, null)) {
            List<String> options = new ArrayList<>(
                    List.of("--release", "17", "-Xlint:all", "-Werror", "-proc:none", "-d", classes.toString()));
            options.add("-classpath");
            options.add(System.getProperty("java.class.path"));
            boolean ok = compiler.getTask(
                            output, manager, null, options, null, manager.getJavaFileObjectsFromPaths(files))
                    .call();
            if (!ok) {
                throw new AssertionError("the generated sources do not compile cleanly:\n" + output);
            }
        }
    }
}
