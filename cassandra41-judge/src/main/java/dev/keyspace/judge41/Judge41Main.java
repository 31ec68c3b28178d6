package dev.keyspace.judge41;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The child JVM's loop: one request per line on standard input, one answer per line on standard output. A request is
 * {@code RESET} or a statement, an answer {@code OK} or {@code NO <message>}; backslashes, line feeds and carriage
 * returns are escaped as {@code \\}, {@code \n} and {@code \r} both ways. Cassandra's logging goes to standard error.
 */
public final class Judge41Main {

    private Judge41Main() {}

    public static void main(String[] args) throws IOException {
        PrintStream answers = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        Judge41 judge = new Judge41();
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = requests.readLine(); line != null; line = requests.readLine()) {
            if (line.equals("RESET")) {
                judge.reset();
                answers.println("OK");
            } else {
                String refusal = judge.judge(LineProtocol.unescape(line));
                answers.println(refusal.isEmpty() ? "OK" : "NO " + LineProtocol.escape(refusal));
            }
            answers.flush();
        }
    }
}
