package dev.keyspace.app;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * The string constants of a class file, read from its constant pool (JVMS 4.4): every {@code CONSTANT_String}, which
 * holds a literal and also the recipe of a concatenation ({@code "SELECT " + x + " FROM t"} is the recipe
 * {@code "SELECT \u0001 FROM t"}, each {@code \u0001} an argument). ArchUnit does not show constants, so the rule
 * on printed CQL reads them here.
 */
final class ClassStrings {

    private static final int MAGIC = 0xCAFEBABE;

    private ClassStrings() {}

    static List<String> of(URI classFile) {
        try (InputStream in = classFile.toURL().openStream()) {
            return of(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + classFile, e);
        }
    }

    static List<String> of(byte[] classFile) {
        try {
            return read(new DataInputStream(new ByteArrayInputStream(classFile)));
        } catch (IOException e) {
            throw new UncheckedIOException("not a class file", e);
        }
    }

    private static List<String> read(DataInputStream in) throws IOException {
        if (in.readInt() != MAGIC) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort(); // minor version
        in.readUnsignedShort(); // major version
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        List<Integer> strings = new ArrayList<>();
        for (int index = 1; index < count; index++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[index] = in.readUTF();
                case 8 -> strings.add(in.readUnsignedShort());
                case 7, 16, 19, 20 -> in.skipNBytes(2);
                case 15 -> in.skipNBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                case 5, 6 -> {
                    in.skipNBytes(8);
                    index++; // a long or a double takes two entries
                }
                default -> throw new IOException("unknown constant pool tag " + tag + " at entry " + index);
            }
        }
        return strings.stream().map(i -> utf8[i]).toList();
    }
}
