package dev.keyspace.localcluster;

/** How a local node checks who connects: anyone, or Cassandra's built-in roles with passwords. */
public enum Authentication {
    ALLOW_ALL("AllowAllAuthenticator", "AllowAllAuthorizer"),
    PASSWORD("PasswordAuthenticator", "CassandraAuthorizer");

    /** The superuser Cassandra creates on first start when {@link #PASSWORD} is on. */
    public static final String DEFAULT_USER = "cassandra";

    public static final String DEFAULT_PASSWORD = "cassandra";

    private final String authenticator;
    private final String authorizer;

    Authentication(String authenticator, String authorizer) {
        this.authenticator = authenticator;
        this.authorizer = authorizer;
    }

    String authenticator() {
        return authenticator;
    }

    String authorizer() {
        return authorizer;
    }
}
