package dev.keyspace.cql;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.apache.cassandra.cql3.QueryProcessor;

/**
 * Every string constant of cassandra-all 5.0.9's classes (the UTF-8 entries of their constant pools: literals, and
 * the recipes of string concatenations with {@code \u0001} where a value goes), joined in one text to search.
 */
final class CassandraClassStrings {

    private CassandraClassStrings() {}

    /** The constants of every class of the jar that holds {@link QueryProcessor}, one per line. */
    static String all() {
        StringBuilder text = new StringBuilder(1 << 24);
        try (ZipFile jar = new ZipFile(jar().toFile())) {
            Enumeration<? extends ZipEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (entry.getName().endsWith(".class")) {
                    try (InputStream in = jar.getInputStream(entry)) {
                        ClassConstants.of(in).utf8().forEach(constant -> text.append(constant)
                                .append('\n'));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    private static Path jar() {
        try {
            return Path.of(QueryProcessor.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
