package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A column mask as the grid shows it, {@code [keyspace.]function(arguments)} with the arguments as CQL literals;
 * an empty text is no mask. Whether the function fits the column is the checker's concern, not the reader's.
 */
public final class MaskText {

    /** The masking functions Cassandra 5.0 has built in, as the completion offers them. */
    public static final List<String> BUILT_INS =
            List.of("mask_default()", "mask_null()", "mask_hash()", "mask_replace(", "mask_inner(", "mask_outer(");

    private MaskText() {}

    public static String of(Optional<ColumnMask> mask) {
        return mask.map(ColumnMask::describe).orElse("");
    }

    public static Optional<ColumnMask> read(String text) throws InvalidText {
        String mask = text.strip();
        if (mask.isEmpty()) {
            return Optional.empty();
        }
        int open = mask.indexOf('(');
        if (open <= 0 || !mask.endsWith(")")) {
            throw new InvalidText("'" + mask + "': write a mask as function(arguments), e.g. mask_inner(1, 2)");
        }
        String name = mask.substring(0, open).strip();
        int dot = name.indexOf('.');
        Optional<Identifier> keyspace = dot < 0 ? Optional.empty() : Optional.of(identifier(name.substring(0, dot)));
        Identifier function = identifier(name.substring(dot + 1));
        return Optional.of(new ColumnMask(keyspace, function, arguments(mask.substring(open + 1, mask.length() - 1))));
    }

    private static Identifier identifier(String name) throws InvalidText {
        if (!name.matches("[A-Za-z][A-Za-z0-9_]*")) {
            throw new InvalidText("'" + name + "' is not a function name");
        }
        return Identifier.of(name);
    }

    /** Splits at the commas outside quoted literals. */
    private static List<String> arguments(String text) throws InvalidText {
        List<String> arguments = new ArrayList<>();
        if (text.isBlank()) {
            return arguments;
        }
        StringBuilder current = new StringBuilder();
        boolean quoted = false;
        for (char c : text.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                arguments.add(argument(current));
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        if (quoted) {
            throw new InvalidText("a quoted argument is not closed: " + text);
        }
        arguments.add(argument(current));
        return arguments;
    }

    private static String argument(StringBuilder text) throws InvalidText {
        String argument = text.toString().strip();
        if (argument.isEmpty()) {
            throw new InvalidText("an argument is missing between the commas");
        }
        return argument;
    }

    /** Completes a function name being typed. */
    public static List<String> suggest(String typed) {
        String word = typed.strip();
        return word.isEmpty() || word.contains("(")
                ? List.of()
                : BUILT_INS.stream()
                        .filter(f -> f.startsWith(word) && !f.equals(word))
                        .toList();
    }
}
