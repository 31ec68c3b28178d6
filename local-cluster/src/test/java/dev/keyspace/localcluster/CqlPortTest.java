package dev.keyspace.localcluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A port that takes connections is not a node that is ready: a listener that closes at once (as a JMX or storage
 * port does to a CQL request) or never answers is "not yet". A real node's answer is checked by every cluster
 * start ({@link NodeLifecycleTest}).
 */
class CqlPortTest {
    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void should_not_take_a_listener_that_closes_at_once_for_cql() throws Exception {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread closer = new Thread(() -> {
                try (Socket accepted = listener.accept()) {
                    // closed as soon as accepted
                } catch (java.io.IOException e) {
                    // the probe gave up first
                }
            });
            closer.start();

            assertThat(CqlPort.answersCql(address(listener))).isFalse();
            closer.join();
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void should_not_take_a_listener_that_never_answers_for_cql() throws Exception {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            // the backlog takes the connection; nobody ever reads it
            assertThat(CqlPort.answersCql(address(listener))).isFalse();
        }
    }

    @Test
    void should_not_take_a_closed_port_for_cql() throws Exception {
        InetSocketAddress closed;
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = address(listener);
        }
        assertThat(CqlPort.answersCql(closed)).isFalse();
    }

    private static InetSocketAddress address(ServerSocket listener) {
        return new InetSocketAddress(listener.getInetAddress(), listener.getLocalPort());
    }
}
