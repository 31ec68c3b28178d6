package dev.keyspace.cluster.connect;

import dev.keyspace.cluster.ClusterConnectionException;
import java.io.IOException;
import java.nio.file.Files;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** Builds the TLS context that trusts the certificates of a trust store file. */
final class TrustStores {

    private TrustStores() {}

    static SSLContext sslContext(TlsSettings tls) {
        if (!Files.isRegularFile(tls.trustStore())) {
            throw new ClusterConnectionException("The trust store " + tls.trustStore() + " does not exist.");
        }
        char[] password = tls.trustStorePassword().map(Secret::reveal).orElse(null);
        try {
            // the JDK recognises JKS and PKCS12 from the file's content
            KeyStore store = KeyStore.getInstance(tls.trustStore().toFile(), password);
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(store);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            return context;
        } catch (IOException | GeneralSecurityException e) {
            throw new ClusterConnectionException(
                    "The trust store " + tls.trustStore() + " cannot be read (" + e.getMessage()
                            + "); check the file and its password.",
                    e);
        } finally {
            if (password != null) {
                java.util.Arrays.fill(password, '\0');
            }
        }
    }
}
