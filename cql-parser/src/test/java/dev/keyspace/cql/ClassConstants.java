package dev.keyspace.cql;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The constant pool of a class file (JVMS 4.4), read for its text: every UTF-8 entry (names, descriptors and the
 * text of string constants) and the string constants alone ({@code CONSTANT_String}: literals, and the recipes of
 * string concatenations with {@code \u0001} where a value goes).
 */
record ClassConstants(List<String> utf8, List<String> strings) {

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

    static ClassConstants of(InputStream classFile) throws IOException {
        DataInputStream in = new DataInputStream(classFile);
        in.readInt(); // magic
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        String[] text = new String[count];
        List<Integer> stringIndexes = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case UTF8 -> text[i] = in.readUTF();
                case STRING -> stringIndexes.add(in.readUnsignedShort());
                case INTEGER, FLOAT, FIELD, METHOD, INTERFACE_METHOD, NAME_AND_TYPE, DYNAMIC, INVOKE_DYNAMIC -> in
                        .skipBytes(4);
                case LONG, DOUBLE -> {
                    in.skipBytes(8);
                    i++; // takes two entries
                }
                case CLASS, METHOD_TYPE, MODULE, PACKAGE -> in.skipBytes(2);
                case METHOD_HANDLE -> in.skipBytes(3);
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        List<String> utf8 = new ArrayList<>();
        for (String entry : text) {
            if (entry != null) {
                utf8.add(entry);
            }
        }
        return new ClassConstants(
                utf8, stringIndexes.stream().map(index -> text[index]).toList());
    }
}
