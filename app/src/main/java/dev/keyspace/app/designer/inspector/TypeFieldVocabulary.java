package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** What the type field completes: the native types, the collections, and the keyspace's user-defined types. */
public final class TypeFieldVocabulary {

    /** The type syntax in a few words, under a type field. */
    static final String SYNTAX = "CQL type: text, list<int>, frozen<…>, vector<float, 3>";

    private static final List<String> COLLECTIONS =
            List.of("list<", "set<", "map<", "frozen<", "tuple<", "vector<float, ");

    private final List<String> words;

    private TypeFieldVocabulary(List<String> words) {
        this.words = List.copyOf(words);
    }

    public static TypeFieldVocabulary of(Keyspace keyspace) {
        List<String> words = new ArrayList<>();
        for (NativeType type : NativeType.values()) {
            words.add(type.cqlName());
        }
        words.addAll(COLLECTIONS);
        for (UserType type : keyspace.types()) {
            CqlType reference = new CqlType.UserTypeRef(Optional.empty(), type.name(), false);
            words.add(reference.asCql());
            words.add(reference.frozen().asCql());
        }
        return new TypeFieldVocabulary(words);
    }

    /**
     * Completes the word being typed (after the last '<', ',' or space), keeping what comes before it. A complete type
     * (not an opening such as {@code list<}) inside brackets closes them, so that the completion is a whole type:
     * {@code frozen<addr} becomes {@code frozen<address>}; where the type asks for more (a map's value, a vector's
     * dimension) the completion stops after the comma, where the caret is left for it. A completion that closes is
     * offered only when it reads as a type ({@code frozen<int>} does not), and where a vector's dimension belongs only
     * the number typed there is completed, closing the brackets.
     */
    public List<String> suggest(String typed) {
        int cut = Math.max(typed.lastIndexOf('<'), Math.max(typed.lastIndexOf(','), typed.lastIndexOf(' '))) + 1;
        String head = typed.substring(0, cut);
        String word = typed.substring(cut).toLowerCase(Locale.ROOT);
        if (word.isEmpty() && cut == 0) {
            return List.of();
        }
        Open open = Open.of(head);
        if (open.dimensionNext()) {
            return word.matches("[0-9]+") ? List.of(head + word + open.closing()) : List.of();
        }
        return words.stream()
                .filter(w -> w.startsWith(word))
                .map(w -> opens(w) ? head + w : head + w + open.closing())
                .filter(completed -> !completed.equals(typed))
                .filter(completed -> opens(completed) || reads(completed))
                .limit(12)
                .toList();
    }

    /** A word after which the user goes on typing the type's parts: {@code list<}, {@code vector<float, }. */
    private static boolean opens(String word) {
        return word.endsWith("<") || word.endsWith(" ");
    }

    private static boolean reads(String type) {
        try {
            CqlTypeSyntax.parse(type);
            return true;
        } catch (CqlTypeSyntax.CqlTypeSyntaxException e) {
            return false;
        }
    }

    /** The brackets left open before the word being typed, innermost first, with the commas typed in each. */
    private record Open(List<String> collections, List<Integer> commas) {

        static Open of(String head) {
            Deque<String> open = new ArrayDeque<>();
            Deque<Integer> commas = new ArrayDeque<>();
            StringBuilder name = new StringBuilder();
            for (char c : head.toCharArray()) {
                if (c == '<') {
                    open.push(name.toString().strip().toLowerCase(Locale.ROOT));
                    commas.push(0);
                    name.setLength(0);
                } else if (c == '>' && !open.isEmpty()) {
                    open.pop();
                    commas.pop();
                    name.setLength(0);
                } else if (c == ',' && !open.isEmpty()) {
                    commas.push(commas.pop() + 1);
                    name.setLength(0);
                } else {
                    name.append(c);
                }
            }
            return new Open(List.copyOf(open), List.copyOf(commas));
        }

        /** Whether the word being typed is a vector's dimension: {@code vector<float, }. */
        boolean dimensionNext() {
            return !collections.isEmpty() && collections.get(0).equals("vector") && commas.get(0) == 1;
        }

        /**
         * What a complete type typed here leaves to close: a {@code >} for each bracket it completes, from the
         * innermost out, up to a map's key or a vector's element, which ask for a comma and more.
         */
        String closing() {
            StringBuilder tail = new StringBuilder();
            for (int i = 0; i < collections.size(); i++) {
                String collection = collections.get(i);
                if (commas.get(i) == 0 && (collection.equals("map") || collection.equals("vector"))) {
                    return tail.append(", ").toString();
                }
                tail.append('>');
            }
            return tail.toString();
        }
    }
}
