package dev.keyspace.cluster.connect;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.auth.AuthenticationException;
import com.datastax.oss.driver.api.core.metadata.EndPoint;
import dev.keyspace.cluster.ClusterConnectionException;
import java.net.ConnectException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns what the driver throws while connecting into one sentence a user can act on. */
final class ConnectionErrors {

    private static final Pattern SERVER_REPLY = Pattern.compile("server replied with '(.*)' to");
    private static final Pattern DIFFERENT_DCS =
            Pattern.compile("contact points are from different DCs", Pattern.CASE_INSENSITIVE);

    private ConnectionErrors() {}

    static ClusterConnectionException translate(ConnectionSettings settings, RuntimeException e) {
        if (e instanceof ClusterConnectionException known) {
            return known;
        }
        AuthenticationException refused = authentication(e);
        if (refused != null) {
            return new ClusterConnectionException(authenticationMessage(settings, refused), e);
        }
        if (e instanceof AllNodesFailedException failed) {
            return new ClusterConnectionException(
                    "Could not connect to " + settings.describeContactPoints() + ": " + reasons(failed) + ".", e);
        }
        String message = String.valueOf(e.getMessage());
        if (DIFFERENT_DCS.matcher(message).find()) {
            return new ClusterConnectionException(
                    "The contact points are in different data centers, so the local one cannot be discovered;"
                            + " name it (--dc NAME). " + message,
                    e);
        }
        return new ClusterConnectionException(
                "Could not connect to " + settings.describeContactPoints() + ": " + message, e);
    }

    private static AuthenticationException authentication(Throwable e) {
        if (e instanceof AuthenticationException auth) {
            return auth;
        }
        if (e instanceof AllNodesFailedException failed) {
            for (List<Throwable> errors : failed.getAllErrors().values()) {
                for (Throwable error : errors) {
                    AuthenticationException found = authentication(error);
                    if (found != null) {
                        return found;
                    }
                }
            }
        }
        return e.getCause() != null && e.getCause() != e ? authentication(e.getCause()) : null;
    }

    private static String authenticationMessage(ConnectionSettings settings, AuthenticationException e) {
        String message = String.valueOf(e.getMessage());
        String node = e.getEndPoint() == null ? settings.describeContactPoints() : address(e.getEndPoint());
        if (message.contains("requires authentication")
                && settings.credentials().isEmpty()) {
            return node + " requires authentication: give a user name and password.";
        }
        Matcher reply = SERVER_REPLY.matcher(message);
        String reason = reply.find() ? reply.group(1) : message;
        String user = settings.credentials().map(c -> " as " + c.username()).orElse("");
        return "Cassandra at " + node + " refused the login" + user + ": " + reason;
    }

    private static String reasons(AllNodesFailedException failed) {
        List<String> reasons = new ArrayList<>();
        for (Map.Entry<?, List<Throwable>> entry : failed.getAllErrors().entrySet()) {
            Throwable first =
                    entry.getValue().isEmpty() ? failed : entry.getValue().get(0);
            String node = entry.getKey() instanceof com.datastax.oss.driver.api.core.metadata.Node n
                    ? address(n.getEndPoint())
                    : String.valueOf(entry.getKey());
            reasons.add(node + " " + describe(first));
        }
        return reasons.isEmpty() ? "no node answered" : String.join("; ", reasons);
    }

    private static String describe(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException || cause instanceof java.nio.channels.ClosedChannelException) {
                return "refused the connection (is Cassandra running there, and is that its CQL port?)";
            }
            String text = String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT);
            if (text.contains("timed out") || text.contains("timeout")) {
                return "did not answer in time";
            }
            if (cause instanceof java.net.UnknownHostException) {
                return "is not a known host name";
            }
        }
        return "failed: " + error.getMessage();
    }

    private static String address(EndPoint endPoint) {
        String text = endPoint.toString();
        return text.startsWith("/") ? text.substring(1) : text;
    }
}
