package dev.keyspace.cql;

import dev.keyspace.judge.LineProtocol;
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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A Cassandra release's own classes, in a child JVM (modules cassandra41-judge and cassandra60-judge, ADR 0027),
 * judging statements on an in-memory schema the accepted ones build up, as {@link CassandraJudge} does with 5.0 in
 * this JVM; they speak judge-common's line protocol. The releases run on JDK 17 with the opens below (java.util and
 * java.util.concurrent beyond 5.0's list, for 4.1). Every answer is awaited for a bounded time, after which the child
 * is stopped; {@link #close} always stops it.
 */
class ChildJvmJudge implements AutoCloseable {

    private static final long ANSWER_SECONDS = 120;
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

    private final String release;
    private final Process process;
    private final Path log;
    private final Writer requests;
    private final BufferedReader answers;
    private final ExecutorService reader = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "child-judge-answers");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * Starts {@code mainClass} of the judge whose jar holds {@code classpathResource}, the text file of its release's
     * jars; {@code release} names it in failures, as {@code 4.1}.
     */
    ChildJvmJudge(String release, String classpathResource, String mainClass) {
        this.release = release;
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(JDK_OPENS);
        command.addAll(List.of("-Xss1m", "-XX:TieredStopAtLevel=1", "-Xmx512m", "-cp", classpath(classpathResource)));
        command.add(mainClass);
        try {
            log = Files.createTempFile("cassandra-" + release + "-judge", ".log");
            log.toFile().deleteOnExit();
            process = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.to(log.toFile()))
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start Cassandra " + release + "'s judge", e);
        }
        requests = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** The release's decision on {@code cql}: an accepted schema statement changes the schema later ones meet. */
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

    /** The user keyspaces built so far as the release's DESCRIBE prints them (6.0's judge only). */
    String describe() {
        String answer = ask("DESCRIBE");
        if (!answer.startsWith("OK ")) {
            throw new IllegalStateException("Cassandra " + release + "'s judge cannot describe: " + answer);
        }
        return LineProtocol.unescape(answer.substring("OK ".length()));
    }

    private String ask(String request) {
        try {
            requests.write(request);
            requests.write('\n');
            requests.flush();
            String answer = reader.submit(answers::readLine).get(ANSWER_SECONDS, TimeUnit.SECONDS);
            if (answer == null) {
                throw new IllegalStateException("Cassandra " + release + "'s judge ended, exit code "
                        + process.waitFor() + ", on " + request + "; its standard error ends:\n" + logTail());
            }
            return answer;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (TimeoutException | ExecutionException e) {
            process.destroyForcibly();
            throw new IllegalStateException(
                    "Cassandra " + release + "'s judge gave no answer within " + ANSWER_SECONDS + " s: " + request, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private String logTail() throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }

    @Override
    public void close() throws InterruptedException {
        try {
            requests.close();
        } catch (IOException ignored) {
            // the child is stopped below either way
        }
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } finally {
            reader.shutdownNow();
        }
    }

    /** The judge's own jar (or classes folder) and the jars its text file lists: judge-common and its release's. */
    private static String classpath(String classpathResource) {
        URL resource = ChildJvmJudge.class.getClassLoader().getResource(classpathResource);
        if (resource == null) {
            throw new IllegalStateException(classpathResource + " is not on the test classpath: build the judge");
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
