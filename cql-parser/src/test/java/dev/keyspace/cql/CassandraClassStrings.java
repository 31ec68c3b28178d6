package dev.keyspace.cql;

import java.io.DataInputStream;
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

    private static final int UTF8 = 1;
    private static final int INTEGER = 3;
    private static final int FLOAT = 4;
    private static final int LONG = 5;
    private static final int DOUBLE = 6;
    private static final int CLASS = 7;
    private static final int STRING = 8;
    private static final int FIELD = 9;
    private static final int METHOD = 10;
    private static final int INTERFACE_METHOD = 11;
    private static final int NAME_AND_TYPE = 12;
    private static final int METHOD_HANDLE = 15;
    private static final int METHOD_TYPE = 16;
    private static final int DYNAMIC = 17;
    private static final int INVOKE_DYNAMIC = 18;
    private static final int MODULE = 19;
    private static final int PACKAGE = 20;

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
                        readConstants(new DataInputStream(in), text);
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

    /** The class file format's constant pool (JVMS 4.4): only its UTF-8 entries are kept. */
    private static void readConstants(DataInputStream in, StringBuilder text) throws IOException {
        in.readInt(); // magic
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case UTF8 -> text.append(in.readUTF()).append('\n');
                case INTEGER, FLOAT, FIELD, METHOD, INTERFACE_METHOD, NAME_AND_TYPE, DYNAMIC, INVOKE_DYNAMIC -> in
                        .skipBytes(4);
                case LONG, DOUBLE -> {
                    in.skipBytes(8);
                    i++; // takes two entries
                }
                case CLASS, STRING, METHOD_TYPE, MODULE, PACKAGE -> in.skipBytes(2);
                case METHOD_HANDLE -> in.skipBytes(3);
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
    }
}
