package dev.keyspace.cql;

import dev.keyspace.judge41.LineProtocol;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Cassandra 4.1.10's own classes, in a child JVM (module cassandra41-judge, ADR 0027), judging schema statements on
 * an in-memory schema the accepted ones build up, as {@link CassandraJudge} does with 5.0 in this JVM. 4.1 runs on
 * JDK 17 with the opens below (java.util and java.util.concurrent beyond 5.0's list).
 */
final class Cassandra41Judge implements AutoCloseable {

    private static final String CLASSPATH_RESOURCE = "META-INF/keyspace-designer/cassandra41-classpath.txt";
    private static final List<String> JDK_OPENS = List.of(
            "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED",
            "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
            "--add-opens=java.base/java.net=ALL-UNNAMED");

    private final Process process;
    private final Writer requests;
    private final BufferedReader answers;

    Cassandra41Judge() {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(JDK_OPENS);
        command.addAll(List.of("-Xss1m", "-XX:TieredStopAtLevel=1", "-Xmx512m", "-cp", classpath()));
        command.add("dev.keyspace.judge41.Judge41Main");
        try {
            Path log = Files.createTempFile("cassandra41-judge", ".log");
            log.toFile().deleteOnExit();
            process = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.to(log.toFile()))
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start Cassandra 4.1's judge", e);
        }
        requests = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Cassandra 4.1's decision on {@code cql}: an accepted schema statement changes the schema later ones meet. */
    CassandraJudge.Verdict judge(String cql) {
        String answer = ask(LineProtocol.escape(cql));
        return answer.equals("OK")
                ? new CassandraJudge.Verdict(true, "")
                : new CassandraJudge.Verdict(false, LineProtocol.unescape(answer.substring("NO ".length())));
    }

    /** Forgets the schema the statements so far built. */
    void reset() {
        ask("RESET");
    }

    private String ask(String request) {
        try {
            requests.write(request);
            requests.write('\n');
            requests.flush();
            String answer = answers.readLine();
            if (answer == null) {
                throw new IllegalStateException("Cassandra 4.1's judge ended, exit code " + process.waitFor());
            }
            return answer;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() throws InterruptedException {
        try {
            requests.close();
        } catch (IOException ignored) {
            // the child is stopped below either way
        }
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    /** The judge's own jar (or classes folder) and the jars of cassandra-all 4.1.10, which its text file lists. */
    private static String classpath() {
        URL resource = Cassandra41Judge.class.getClassLoader().getResource(CLASSPATH_RESOURCE);
        if (resource == null) {
            throw new IllegalStateException(
                    CLASSPATH_RESOURCE + " is not on the test classpath: build cassandra41-judge");
        }
        try {
            String location = resource.toString();
            Path own = location.startsWith("jar:")
                    ? Paths.get(new URL(location.substring(4, location.indexOf("!/"))).toURI())
                    : Paths.get(resource.toURI()).getParent().getParent().getParent();
            try (var in = resource.openStream()) {
                String jars = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
                return own + java.io.File.pathSeparator + jars;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
