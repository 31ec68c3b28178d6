package dev.keyspace.localcluster;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.IntFunction;

/**
 * Finds ports that are free on every given loopback address and claims them ({@link PortClaims}). Test nodes use
 * these instead of 9042/7000 so that a test run never collides with a running dev cluster or with another run.
 * The range sits below Linux's ephemeral ports (32768+), so outgoing connections do not take a port between check
 * and use.
 */
final class FreePorts {
    private static final int LOW = 20000;
    private static final int HIGH = 32000;
    private static final int ATTEMPTS = 500;

    private FreePorts() {}

    static int pick(List<InetAddress> addresses, int... avoid) {
        return pick(addresses, port -> new int[0], avoid);
    }

    /**
     * A port free on every address whose companions (ports a node binds on 127.0.0.1 alongside it, such as its
     * JMX port) are free too; all of them claimed.
     */
    static int pick(List<InetAddress> addresses, IntFunction<int[]> companions, int... avoid) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int port = random.nextInt(LOW, HIGH);
            int[] others = companions.apply(port);
            if (!contains(avoid, port)
                    && !containsAny(avoid, others)
                    && freeOnAll(addresses, port)
                    && allFreeOnLoopback(others)
                    && PortClaims.claim(port)
                    && claimAll(others)) {
                return port;
            }
        }
        throw new LocalClusterException(
                "Found no free port between " + LOW + " and " + HIGH + " on " + addresses + ".");
    }

    static boolean freeOnAll(List<InetAddress> addresses, int port) {
        for (InetAddress address : addresses) {
            try (ServerSocket socket = new ServerSocket()) {
                socket.setReuseAddress(false);
                socket.bind(new InetSocketAddress(address, port));
            } catch (IOException e) {
                return false;
            }
        }
        return true;
    }

    private static boolean allFreeOnLoopback(int[] ports) {
        List<InetAddress> loopback = List.of(InetAddress.getLoopbackAddress());
        for (int port : ports) {
            if (!freeOnAll(loopback, port)) {
                return false;
            }
        }
        return true;
    }

    /** A companion claimed before one that fails stays claimed: a few unused ports, never a shared one. */
    private static boolean claimAll(int[] ports) {
        for (int port : ports) {
            if (!PortClaims.claim(port)) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsAny(int[] values, int[] wanted) {
        for (int value : wanted) {
            if (contains(values, value)) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[] values, int value) {
        for (int candidate : values) {
            if (candidate == value) {
                return true;
            }
        }
        return false;
    }
}
