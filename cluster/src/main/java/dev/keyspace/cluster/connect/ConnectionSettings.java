package dev.keyspace.cluster.connect;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where and how to connect: contact points, the local data center (discovered from the contact points
 * when empty), credentials, TLS and the two timeouts a user may want to change. Nothing here is ever
 * written to a project file; the password prints as {@code ****}.
 */
public record ConnectionSettings(
        List<ContactPoint> contactPoints,
        Optional<String> localDatacenter,
        Optional<Credentials> credentials,
        Optional<TlsSettings> tls,
        Duration connectTimeout,
        Duration requestTimeout) {

    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(5);
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(20);

    public ConnectionSettings {
        contactPoints = List.copyOf(contactPoints);
        Objects.requireNonNull(localDatacenter, "localDatacenter");
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(tls, "tls");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(requestTimeout, "requestTimeout");
        if (contactPoints.isEmpty()) {
            throw new IllegalArgumentException("at least one contact point is needed");
        }
        if (connectTimeout.isNegative()
                || connectTimeout.isZero()
                || requestTimeout.isNegative()
                || requestTimeout.isZero()) {
            throw new IllegalArgumentException("timeouts must be positive");
        }
    }

    public static ConnectionSettings to(List<ContactPoint> contactPoints) {
        return new ConnectionSettings(
                contactPoints,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                DEFAULT_CONNECT_TIMEOUT,
                DEFAULT_REQUEST_TIMEOUT);
    }

    public static ConnectionSettings to(ContactPoint... contactPoints) {
        return to(List.of(contactPoints));
    }

    public ConnectionSettings withLocalDatacenter(String datacenter) {
        return new ConnectionSettings(
                contactPoints, Optional.of(datacenter), credentials, tls, connectTimeout, requestTimeout);
    }

    public ConnectionSettings withCredentials(Credentials newCredentials) {
        return new ConnectionSettings(
                contactPoints, localDatacenter, Optional.of(newCredentials), tls, connectTimeout, requestTimeout);
    }

    public ConnectionSettings withTls(TlsSettings newTls) {
        return new ConnectionSettings(
                contactPoints, localDatacenter, credentials, Optional.of(newTls), connectTimeout, requestTimeout);
    }

    public ConnectionSettings withTimeouts(Duration connect, Duration request) {
        return new ConnectionSettings(contactPoints, localDatacenter, credentials, tls, connect, request);
    }

    /** The contact points as the user wrote them, for messages. */
    public String describeContactPoints() {
        return String.join(
                ", ", contactPoints.stream().map(ContactPoint::toString).toList());
    }
}
