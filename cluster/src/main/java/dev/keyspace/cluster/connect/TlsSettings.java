package dev.keyspace.cluster.connect;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/** TLS to the nodes, trusting the certificates in a trust store (JKS or PKCS12, chosen by the file). */
public record TlsSettings(Path trustStore, Optional<Secret> trustStorePassword) {

    public TlsSettings {
        Objects.requireNonNull(trustStore, "trustStore");
        Objects.requireNonNull(trustStorePassword, "trustStorePassword");
    }
}
