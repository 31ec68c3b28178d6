package dev.keyspace.localcluster;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;

/** Whether a node's CQL port takes connections: Cassandra logs that it listens just before it binds the port. */
final class CqlPort {
    /** Long enough for a loopback connect on a loaded two-core machine; a node that takes longer is "starting". */
    private static final int CONNECT_PROBE_MILLIS = 3_000;

    private CqlPort() {}

    static boolean accepts(InetSocketAddress address) {
        try (Socket socket = new Socket()) {
            socket.connect(address, CONNECT_PROBE_MILLIS);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
