package dev.keyspace.cli;

import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cluster.connect.Secret;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads {@code --password-file}: the first line is the password, without its line ending, as a secret
 * mounted by Docker or Kubernetes or written by {@code echo} holds it. Messages name the file, never its
 * content.
 */
final class PasswordFile {

    /** A password file is one line; a bigger file is surely the wrong one. */
    private static final long MAX_BYTES = 64 * 1024;

    private PasswordFile() {}

    static Secret read(String command, Path file) {
        byte[] bytes;
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new UserErrorException(command + ": the password file " + file + " is larger than 64 KiB;"
                        + " it should hold just the password");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new UserErrorException(command + ": the password file " + file + " does not exist", e);
        } catch (AccessDeniedException e) {
            throw new UserErrorException(command + ": the password file " + file + " may not be read", e);
        } catch (IOException e) {
            throw new UserErrorException(
                    command + ": cannot read the password file " + file + ": " + e.getMessage(), e);
        }
        CharBuffer text = StandardCharsets.UTF_8.decode(ByteBuffer.wrap(bytes));
        Arrays.fill(bytes, (byte) 0);
        int end = 0;
        while (end < text.limit() && text.get(end) != '\n' && text.get(end) != '\r') {
            end++;
        }
        char[] line = new char[end];
        text.get(line);
        Arrays.fill(text.array(), '\0');
        if (line.length == 0) {
            throw new UserErrorException(command + ": the password file " + file + " is empty");
        }
        Secret secret = Secret.of(line);
        Arrays.fill(line, '\0');
        return secret;
    }
}
