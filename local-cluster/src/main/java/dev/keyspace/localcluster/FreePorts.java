package dev.keyspace.localcluster;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Finds ports that are free on every given loopback address. Test nodes use these instead of 9042/7000 so
 * that a test run never collides with a running dev cluster or with another run. The range sits below
 * Linux's ephemeral ports (32768+), so outgoing connections do not take a port between check and use.
 */
final class FreePorts {
    private static final int LOW = 20000;
    private static final int HIGH = 32000;
    private static final int ATTEMPTS = 500;

    private FreePorts() {}

    static int pick(List<InetAddress> addresses, int... avoid) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int port = random.nextInt(LOW, HIGH);
            if (!contains(avoid, port) && freeOnAll(addresses, port)) {
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

    private static boolean contains(int[] values, int value) {
        for (int candidate : values) {
            if (candidate == value) {
                return true;
            }
        }
        return false;
    }
}
