package dev.keyspace.cluster.migrate.apply;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * One script of a migration folder: its version (read from its file name), its file name and its text. Its checksum
 * (SHA-256 of the text as UTF-8) is what the history records, so that an applied script changed later is seen.
 */
public record MigrationScript(long version, String fileName, String text) {

    public MigrationScript {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(text, "text");
    }

    public String checksum() {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** Whether the script says, in its first line, that it drops data (as {@code ksd migrate} writes it). */
    public boolean dropsData() {
        return text.startsWith("-- DROPS DATA:");
    }

    /** The first line, where a script that drops data says what it drops. */
    public String firstLine() {
        int end = text.indexOf('\n');
        return (end < 0 ? text : text.substring(0, end)).strip();
    }
}
