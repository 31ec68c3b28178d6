package dev.keyspace.model.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Optional;

/** Finds the line and column of a JSON path in a document, and the path of a parser's position. */
final class JsonLocator {

    private JsonLocator() {}

    /**
     * The location of the first token at {@code target}: the field name for an object member, the value
     * for an array element, the opening brace for the root. Empty if the path is not in the text.
     */
    static Optional<JsonLocation> locate(String json, JsonPath target) {
        try (JsonParser parser = ProjectJson.FACTORY.createParser(json)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (pathAt(parser, token).equals(target)) {
                    return Optional.of(parser.currentTokenLocation());
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** The path reached at the end of a document's beginning: where a text that stops there was cut. */
    static JsonPath pathAtEndOf(String prefix) {
        try (JsonParser parser = ProjectJson.FACTORY.createParser(prefix)) {
            try {
                while (parser.nextToken() != null) {
                    // read on to where the text stops or stops making sense
                }
            } catch (IOException e) {
                // the path reached so far is the answer
            }
            return pathAt(parser, null);
        } catch (IOException e) {
            return JsonPath.ROOT;
        }
    }

    /** The path of the token the parser is on (or stopped at). */
    static JsonPath pathAt(JsonParser parser, JsonToken token) {
        JsonStreamContext context = parser.getParsingContext();
        if (token != null && token.isStructStart() && context.getParent() != null) {
            context = context.getParent();
        }
        return pathOf(context);
    }

    private static JsonPath pathOf(JsonStreamContext context) {
        Deque<Object> steps = new ArrayDeque<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                steps.addFirst(c.getCurrentIndex());
            } else if (c.getCurrentName() != null) {
                steps.addFirst(c.getCurrentName());
            }
        }
        return new JsonPath(new ArrayList<>(steps));
    }
}
