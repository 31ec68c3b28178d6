package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
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

    /** Completes the word being typed (after the last '<', ',' or space), keeping what comes before it. */
    public List<String> suggest(String typed) {
        int cut = Math.max(typed.lastIndexOf('<'), Math.max(typed.lastIndexOf(','), typed.lastIndexOf(' '))) + 1;
        String head = typed.substring(0, cut);
        String word = typed.substring(cut).toLowerCase(Locale.ROOT);
        if (word.isEmpty() && cut == 0) {
            return List.of();
        }
        return words.stream()
                .filter(w -> w.startsWith(word) && !w.equals(word))
                .map(w -> head + w)
                .limit(12)
                .toList();
    }
}
