package dev.keyspace.cluster.connect;

import java.util.Objects;

/** A user name and password for Cassandra's PasswordAuthenticator; the password never prints. */
public record Credentials(String username, Secret password) {

    public Credentials {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(password, "password");
        if (username.isBlank()) {
            throw new IllegalArgumentException("the user name is empty");
        }
    }
}
