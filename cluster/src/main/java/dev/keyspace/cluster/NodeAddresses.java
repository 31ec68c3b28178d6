package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.metadata.Node;
import java.net.InetSocketAddress;

/** How a report names a node: the address clients connect to, "host:port". */
public final class NodeAddresses {

    private NodeAddresses() {}

    public static String of(Node node) {
        InetSocketAddress rpc = node.getBroadcastRpcAddress().orElse(null);
        if (rpc == null) {
            String endPoint = node.getEndPoint().toString();
            return endPoint.startsWith("/") ? endPoint.substring(1) : endPoint;
        }
        return rpc.getAddress().getHostAddress() + ":" + rpc.getPort();
    }
}
