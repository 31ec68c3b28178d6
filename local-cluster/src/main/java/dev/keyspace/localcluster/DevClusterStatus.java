package dev.keyspace.localcluster;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/** What the dev cluster looks like right now, as seen from its directory and pid files. */
public record DevClusterStatus(Path home, Authentication authentication, List<Node> nodes) {
    /** One node's state. */
    public enum State {
        /** The process is alive and its CQL port accepts connections. */
        RUNNING,
        /** The process is alive but its CQL port is not open (yet). */
        STARTING,
        STOPPED
    }

    /** A node, its CQL address and, while it runs, its pid. */
    public record Node(String name, InetSocketAddress cqlAddress, OptionalLong pid, State state) {}

    public DevClusterStatus {
        nodes = List.copyOf(nodes);
    }

    public boolean running() {
        return !nodes.isEmpty() && nodes.stream().allMatch(node -> node.state() == State.RUNNING);
    }

    public boolean stopped() {
        return nodes.stream().allMatch(node -> node.state() == State.STOPPED);
    }

    /** Lines for the command line: one summary and one line per node. */
    public String describe() {
        if (nodes.isEmpty()) {
            return "No dev cluster has been started in " + home + ".";
        }
        String summary = running()
                ? "Dev cluster running (" + nodes.size() + " node" + (nodes.size() == 1 ? "" : "s") + ", "
                        + (authentication == Authentication.PASSWORD ? "password authentication" : "no authentication")
                        + ", data in " + home + ")."
                : stopped()
                        ? "Dev cluster stopped (data kept in " + home + ")."
                        : "Dev cluster partly running (data in " + home + ").";
        return summary
                + System.lineSeparator()
                + nodes.stream().map(DevClusterStatus::describe).collect(Collectors.joining(System.lineSeparator()));
    }

    private static String describe(Node node) {
        String address = node.cqlAddress().getAddress().getHostAddress() + ":"
                + node.cqlAddress().getPort();
        String pid = node.pid().isPresent() ? ", pid " + node.pid().getAsLong() : "";
        return "  " + node.name() + "  " + address + "  " + node.state().name().toLowerCase(java.util.Locale.ROOT)
                + pid;
    }
}
