package dev.keyspace.localcluster;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;

/**
 * Whether a node's CQL port answers CQL. Cassandra logs that it listens just before it binds the port, and a port
 * that merely takes connections may be some other listener's (another node's JMX or storage port, had the node
 * lost its port to it): only a {@code SUPPORTED} reply to {@code OPTIONS} says a CQL server is there.
 */
final class CqlPort {
    /** Long enough for a loopback round trip on a loaded two-core machine; a node that takes longer is "starting". */
    private static final int PROBE_MILLIS = 3_000;

    /** Protocol v4, which every release we run speaks: version, flags, stream 1, opcode OPTIONS, empty body. */
    private static final byte[] OPTIONS_REQUEST = {0x04, 0x00, 0x00, 0x01, 0x05, 0x00, 0x00, 0x00, 0x00};

    private static final int RESPONSE_VERSION = 0x84;
    private static final int SUPPORTED = 0x06;

    private CqlPort() {}

    static boolean answersCql(InetSocketAddress address) {
        try (Socket socket = new Socket()) {
            socket.connect(address, PROBE_MILLIS);
            socket.setSoTimeout(PROBE_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write(OPTIONS_REQUEST);
            out.flush();
            byte[] header = new byte[9];
            new DataInputStream(socket.getInputStream()).readFully(header);
            return Byte.toUnsignedInt(header[0]) == RESPONSE_VERSION && header[4] == SUPPORTED;
        } catch (IOException e) {
            return false;
        }
    }
}
