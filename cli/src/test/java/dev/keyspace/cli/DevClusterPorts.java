package dev.keyspace.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** Ports for a test's dev cluster, so that no test touches a developer's own on 9042/7000. */
public final class DevClusterPorts {

    private DevClusterPorts() {}

    /**
     * A native and a storage port, held open together while they are picked: two sockets opened one after the other
     * can be given the same port, and a node told to use one port twice fails to start (its storage port "in use").
     */
    public static int[] twoFree() {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        try (ServerSocket nativePort = new ServerSocket(0, 1, loopback);
                ServerSocket storagePort = new ServerSocket(0, 1, loopback)) {
            return new int[] {nativePort.getLocalPort(), storagePort.getLocalPort()};
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
