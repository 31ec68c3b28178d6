package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.Token;

/**
 * Reads what a statement is about from its first words ({@code CREATE TABLE ks.t}, {@code INSERT INTO t}, {@code
 * DELETE ... FROM t}), not from its parse tree, so that a statement that does not parse still names its table.
 */
public final class SubjectReader {

    /** A subject as written: its kind (a word of {@code StatementSubject.Kind}) and its name. */
    public record Subject(String kind, QualifiedName name) {}

    private final List<Token> tokens;
    private int at;

    private SubjectReader(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** The subject of a statement's tokens (without its semicolon), when its first words tell one. */
    public static Optional<Subject> of(List<Token> tokens) {
        if (tokens.isEmpty()) {
            return Optional.empty();
        }
        return new SubjectReader(tokens).read();
    }

    private Optional<Subject> read() {
        int first = type(0);
        at = 1;
        return switch (first) {
            case CqlLexer.K_CREATE -> {
                skip(CqlLexer.K_OR, CqlLexer.K_REPLACE);
                skip(CqlLexer.K_CUSTOM);
                yield element();
            }
            case CqlLexer.K_ALTER, CqlLexer.K_DROP -> element();
            case CqlLexer.K_INSERT -> skip(CqlLexer.K_INTO) ? named("table") : Optional.empty();
            case CqlLexer.K_UPDATE -> named("table");
            case CqlLexer.K_TRUNCATE -> {
                skip(CqlLexer.K_TABLE);
                yield named("table");
            }
            case CqlLexer.K_USE -> named("keyspace");
            case CqlLexer.K_SELECT, CqlLexer.K_DELETE -> afterFrom();
            case CqlLexer.K_BEGIN -> firstOfBatch();
            case CqlLexer.K_GRANT, CqlLexer.K_REVOKE -> resource();
            default -> Optional.empty();
        };
    }

    /** After CREATE, ALTER or DROP: the kind of element, IF [NOT] EXISTS, then its name. */
    private Optional<Subject> element() {
        int kind = type(at++);
        if (kind == CqlLexer.K_MATERIALIZED && !skip(CqlLexer.K_VIEW)) {
            return Optional.empty();
        }
        String word =
                switch (kind) {
                    case CqlLexer.K_KEYSPACE, CqlLexer.K_SCHEMA -> "keyspace";
                    case CqlLexer.K_TABLE, CqlLexer.K_COLUMNFAMILY -> "table";
                    case CqlLexer.K_TYPE -> "type";
                    case CqlLexer.K_MATERIALIZED -> "view";
                    case CqlLexer.K_FUNCTION -> "function";
                    case CqlLexer.K_AGGREGATE -> "aggregate";
                    case CqlLexer.K_INDEX -> "index";
                    default -> null;
                };
        if (word == null) {
            return Optional.empty();
        }
        skipIfExists();
        return word.equals("index") ? index() : named(word);
    }

    /** An index by its name; an unnamed one by its table. A name without a keyspace takes the table's. */
    private Optional<Subject> index() {
        if (type(at) == CqlLexer.K_ON) {
            at++;
            return named("table");
        }
        Optional<QualifiedName> name = name();
        if (name.isEmpty()) {
            return Optional.empty();
        }
        QualifiedName index = name.get();
        if (index.keyspace().isEmpty() && type(at) == CqlLexer.K_ON) {
            at++;
            Optional<Identifier> tableKeyspace = name().flatMap(QualifiedName::keyspace);
            if (tableKeyspace.isPresent()) {
                index = new QualifiedName(tableKeyspace, index.name());
            }
        }
        return Optional.of(new Subject("index", index));
    }

    /** SELECT and DELETE: the table after the first FROM outside brackets. */
    private Optional<Subject> afterFrom() {
        int depth = 0;
        for (; at < tokens.size(); at++) {
            int type = type(at);
            if (type == CqlLexer.LPAREN || type == CqlLexer.LBRACKET || type == CqlLexer.LBRACE) {
                depth++;
            } else if (type == CqlLexer.RPAREN || type == CqlLexer.RBRACKET || type == CqlLexer.RBRACE) {
                depth--;
            } else if (type == CqlLexer.K_FROM && depth == 0) {
                at++;
                return named("table");
            }
        }
        return Optional.empty();
    }

    /** A batch is about the table of its first statement. */
    private Optional<Subject> firstOfBatch() {
        for (; at < tokens.size(); at++) {
            int type = type(at);
            if (type == CqlLexer.K_INSERT || type == CqlLexer.K_UPDATE || type == CqlLexer.K_DELETE) {
                return of(tokens.subList(at, tokens.size()));
            }
        }
        return Optional.empty();
    }

    /** GRANT and REVOKE on a keyspace or a table; roles and ALL KEYSPACES are about no one element. */
    private Optional<Subject> resource() {
        for (; at < tokens.size(); at++) {
            if (type(at) == CqlLexer.K_ON) {
                at++;
                return switch (type(at)) {
                    case CqlLexer.K_KEYSPACE -> {
                        at++;
                        yield named("keyspace");
                    }
                    case CqlLexer.K_TABLE -> {
                        at++;
                        yield named("table");
                    }
                    case CqlLexer.K_ALL, CqlLexer.K_ROLE, CqlLexer.K_FUNCTION, CqlLexer.K_MBEAN -> Optional.empty();
                    default -> named("table");
                };
            }
        }
        return Optional.empty();
    }

    private Optional<Subject> named(String kind) {
        return name().map(name -> new Subject(kind, name));
    }

    /** {@code name} or {@code keyspace.name} at the current token, moving past it. */
    private Optional<QualifiedName> name() {
        Optional<Identifier> first = identifier(at);
        if (first.isEmpty()) {
            return Optional.empty();
        }
        if (type(at + 1) == CqlLexer.DOT) {
            Optional<Identifier> second = identifier(at + 2);
            if (second.isPresent()) {
                at += 3;
                return Optional.of(new QualifiedName(first, second.get()));
            }
            return Optional.empty();
        }
        at++;
        return Optional.of(new QualifiedName(Optional.empty(), first.get()));
    }

    /** A name: a plain word (keywords Cassandra leaves unreserved included) or a quoted name. */
    private Optional<Identifier> identifier(int index) {
        if (index >= tokens.size()) {
            return Optional.empty();
        }
        Token token = tokens.get(index);
        String text = token.getText();
        if (token.getType() == CqlLexer.QUOTED_NAME || isWord(text)) {
            return Optional.of(Identifier.fromCql(text));
        }
        return Optional.empty();
    }

    /** {@code [A-Za-z][A-Za-z0-9_]*}, without a regular expression: every statement's name is read here. */
    public static boolean isWord(String text) {
        if (text.isEmpty() || !isAsciiLetter(text.charAt(0))) {
            return false;
        }
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isAsciiLetter(c) && !(c >= '0' && c <= '9') && c != '_') {
                return false;
            }
        }
        return true;
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private void skipIfExists() {
        if (type(at) == CqlLexer.K_IF) {
            at++;
            skip(CqlLexer.K_NOT);
            skip(CqlLexer.K_EXISTS);
        }
    }

    /** Moves past the given tokens if they come next, in order; says whether they did. */
    private boolean skip(int... expected) {
        for (int i = 0; i < expected.length; i++) {
            if (type(at + i) != expected[i]) {
                return false;
            }
        }
        at += expected.length;
        return true;
    }

    private int type(int index) {
        return index < tokens.size() ? tokens.get(index).getType() : Token.EOF;
    }
}
