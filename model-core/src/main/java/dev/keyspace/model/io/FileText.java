package dev.keyspace.model.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/** Reads a project file as UTF-8 text, refusing files too large or not text, and words I/O errors plainly. */
final class FileText {

    /** Far beyond any real model; a larger file is not a project file. */
    static final long MAX_FILE_BYTES = 64L * 1024 * 1024;

    private FileText() {}

    static String read(Path file) throws ProjectFileException {
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new ProjectFileException(
                        file,
                        Optional.empty(),
                        "the file is " + size + " bytes, more than a project file can be (" + MAX_FILE_BYTES + ")",
                        null);
            }
            bytes = Files.readAllBytes(file);
        } catch (ProjectFileException e) {
            throw e;
        } catch (IOException e) {
            throw new ProjectFileException(file, Optional.empty(), "cannot read: " + describe(e), e);
        }
        return decode(file, bytes);
    }

    private static String decode(Path file, byte[] bytes) throws ProjectFileException {
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        out.flip();
        if (result.isError()) {
            String prefix = out.toString();
            throw new ProjectFileException(
                    file,
                    Optional.of(locationAtEnd(prefix)),
                    String.format(
                            "the file is not UTF-8 text (is it a binary file?): byte 0x%02X at offset %d",
                            bytes[in.position()] & 0xFF, in.position()),
                    null);
        }
        String text = out.toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** The line and column just after {@code prefix}, and the JSON path reached there. */
    private static ProjectFileException.Location locationAtEnd(String prefix) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < prefix.length(); i++) {
            if (prefix.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int column = prefix.length() - lineStart + 1;
        return new ProjectFileException.Location(
                line, column, JsonLocator.pathAtEndOf(prefix).toString());
    }

    static String describe(IOException error) {
        if (error instanceof NoSuchFileException missing) {
            return "no such file or folder: " + missing.getFile();
        }
        if (error instanceof AccessDeniedException denied) {
            return "permission denied: " + denied.getFile();
        }
        if (error instanceof FileSystemException system && system.getReason() != null) {
            return system.getReason() + (system.getFile() == null ? "" : ": " + system.getFile());
        }
        return error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
    }
}
