package dev.keyspace.judge;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/**
 * A child JVM's loop: one request per line on standard input, one answer per line on standard output. A request is
 * {@code RESET}, {@code DESCRIBE} or a statement, an answer {@code OK} (with the description after a space for
 * DESCRIBE) or {@code NO <message>}, escaped by {@link LineProtocol}.
 * Standard output is taken for the answers before the judge is made: Cassandra's own printing goes to standard error.
 */
public final class JudgeLoop {

    private JudgeLoop() {}

    public static void serve(Supplier<Judge> judges) throws IOException {
        PrintStream answers = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        Judge judge = judges.get();
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = requests.readLine(); line != null; line = requests.readLine()) {
            if (line.equals("RESET")) {
                judge.reset();
                answers.println("OK");
            } else if (line.equals("DESCRIBE")) {
                answers.println("OK " + LineProtocol.escape(judge.describe()));
            } else {
                String refusal = judge.judge(LineProtocol.unescape(line));
                answers.println(refusal.isEmpty() ? "OK" : "NO " + LineProtocol.escape(refusal));
            }
            answers.flush();
        }
    }
}
