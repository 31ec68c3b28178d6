package dev.keyspace.cql;

import dev.keyspace.cql.internal.StatementLocator;
import dev.keyspace.cql.internal.SubjectReader;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.ReservedKeywords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What each statement of a CQL text is about and where it lies, so an editor can tell which table, view, type,
 * index or keyspace its caret is in, and which name the caret is on.
 */
public final class StatementPlaces {

    /**
     * A statement's extent, {@code [start, end)} in chars (its semicolon included), and its subject: a name without a
     * keyspace takes the one the last USE before it set, as the reader resolves it.
     */
    public record Place(
            int start, int end, StatementSubject.Kind kind, Optional<Identifier> keyspace, Identifier name) {
        public Place {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(name, "name");
        }
    }

    private final List<Place> places;

    private StatementPlaces(List<Place> places) {
        this.places = places;
    }

    /** The places of every statement of the text whose first words name a subject, in order. */
    public static StatementPlaces of(String text) {
        List<Place> places = new ArrayList<>();
        Optional<Identifier> used = Optional.empty();
        for (StatementLocator.Located statement : StatementLocator.of(text)) {
            if (statement.subject().isEmpty()) {
                continue;
            }
            SubjectReader.Subject subject = statement.subject().get();
            StatementSubject.Kind kind =
                    StatementSubject.Kind.valueOf(subject.kind().toUpperCase(Locale.ROOT));
            if (statement.use()) {
                used = Optional.of(subject.name().name());
            }
            Optional<Identifier> keyspace = kind == StatementSubject.Kind.KEYSPACE
                    ? Optional.empty()
                    : subject.name().keyspace().isPresent() ? subject.name().keyspace() : used;
            places.add(new Place(
                    statement.start(),
                    statement.end(),
                    kind,
                    keyspace,
                    subject.name().name()));
        }
        return new StatementPlaces(List.copyOf(places));
    }

    public List<Place> all() {
        return places;
    }

    /** The statement the offset is in or touches at either end; none between statements. */
    public Optional<Place> at(int offset) {
        int low = 0;
        int high = places.size() - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            Place place = places.get(middle);
            if (offset < place.start()) {
                high = middle - 1;
            } else if (offset > place.end()) {
                low = middle + 1;
            } else {
                return Optional.of(place);
            }
        }
        return Optional.empty();
    }

    /**
     * The plain name the offset is on or just after, as an identifier ({@code Name} is {@code name}, {@code "Name"}
     * keeps its case): a column, field or option name, never a part of a qualified name such as {@code ks.t}. None on
     * a keyword Cassandra reserves, a literal or punctuation. Words that name a type are names too where Cassandra does
     * not reserve them ({@code list}, {@code date}, {@code text} are common column names).
     */
    public static Optional<Identifier> nameAt(String text, int offset, Place place) {
        String statement = text.substring(place.start(), place.end());
        int inStatement = offset - place.start();
        List<CqlLexing.Token> tokens = CqlLexing.tokens(statement);
        for (int i = 0; i < tokens.size(); i++) {
            CqlLexing.Token token = tokens.get(i);
            if (inStatement < token.start()) {
                break;
            }
            if (inStatement <= token.end()) {
                Optional<Identifier> name = isDot(statement, tokens, i - 1) || isDot(statement, tokens, i + 1)
                        ? Optional.empty()
                        : name(statement.substring(token.start(), token.end()), token.kind());
                if (name.isPresent() || inStatement < token.end()) {
                    return name;
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isDot(String statement, List<CqlLexing.Token> tokens, int index) {
        if (index < 0 || index >= tokens.size()) {
            return false;
        }
        CqlLexing.Token token = tokens.get(index);
        return token.end() - token.start() == 1 && statement.charAt(token.start()) == '.';
    }

    private static Optional<Identifier> name(String text, CqlLexing.Kind kind) {
        return switch (kind) {
            case QUOTED_NAME -> Optional.of(Identifier.fromCql(text));
            case OTHER, KEYWORD, TYPE -> SubjectReader.isWord(text) && !ReservedKeywords.isReserved(text)
                    ? Optional.of(Identifier.fromCql(text))
                    : Optional.empty();
            default -> Optional.empty();
        };
    }
}
