package dev.keyspace.cluster.connect;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A node to contact first, written {@code HOST} or {@code HOST:PORT} (port 9042 when left out). */
public record ContactPoint(String host, int port) {

    public static final int DEFAULT_PORT = 9042;

    public ContactPoint {
        Objects.requireNonNull(host, "host");
        if (host.isBlank()) {
            throw new IllegalArgumentException("a contact point needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " of " + host + " is not between 1 and 65535");
        }
    }

    /** Reads {@code HOST[:PORT]}, an IPv6 address in brackets ({@code [::1]:9042}) included. */
    public static ContactPoint parse(String text) {
        String trimmed = text.trim();
        String host = trimmed;
        String port = null;
        if (trimmed.startsWith("[")) {
            int close = trimmed.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException("'" + text + "' opens '[' without closing it");
            }
            host = trimmed.substring(1, close);
            String rest = trimmed.substring(close + 1);
            port = rest.startsWith(":") ? rest.substring(1) : rest.isEmpty() ? null : rest;
        } else if (trimmed.indexOf(':') == trimmed.lastIndexOf(':') && trimmed.contains(":")) {
            host = trimmed.substring(0, trimmed.indexOf(':'));
            port = trimmed.substring(trimmed.indexOf(':') + 1);
        }
        if (host.isBlank()) {
            throw new IllegalArgumentException("'" + text + "' has no host: write HOST:PORT");
        }
        if (port == null) {
            return new ContactPoint(host, DEFAULT_PORT);
        }
        try {
            return new ContactPoint(host, Integer.parseInt(port));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + port + "' in '" + text + "' is not a port number");
        }
    }

    /** Several contact points separated by commas. */
    public static List<ContactPoint> parseList(String text) {
        List<ContactPoint> points = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                points.add(parse(part));
            }
        }
        if (points.isEmpty()) {
            throw new IllegalArgumentException("no contact point given: write HOST:PORT[,HOST:PORT...]");
        }
        return List.copyOf(points);
    }

    public InetSocketAddress address() {
        return new InetSocketAddress(host, port);
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
