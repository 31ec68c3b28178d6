package dev.keyspace.model.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Says in plain words what a Jackson parse error means for someone who opened a project file. */
final class JsonSyntaxMessages {

    private static final Pattern DUPLICATE = Pattern.compile("Duplicate (?:field|Object property) '(.*)'");
    private static final Pattern CONTROL_CHARACTER = Pattern.compile("CTRL-CHAR, code (\\d+)");
    private static final Pattern NON_NUMERIC = Pattern.compile("Non-standard token '([^']*)'");
    /** Jackson's advice to turn on a reader feature: a project file is plain JSON, so never ours to give. */
    private static final Pattern FEATURE_ADVICE = Pattern.compile(
            ":? ?(?:enable `[^`]*` to allow|\\(consider enabling[^)]*\\)[^)]*\\)|\\(not recognized as one since[^)]*\\))");

    private static final Pattern SOURCE_DETAILS =
            Pattern.compile("\\s*\\((?:for \\w+ starting|start marker) at \\[Source:[^]]*]\\)|\\s*at \\[Source:[^]]*]");

    private JsonSyntaxMessages() {}

    /**
     * Jackson places most errors at the offending character, but an illegal character just after it; this
     * moves such a column back onto the character.
     */
    static int columnShift(JsonProcessingException error) {
        return String.valueOf(error.getOriginalMessage()).startsWith("Illegal character") ? -1 : 0;
    }

    static String describe(JsonProcessingException error) {
        String original = String.valueOf(error.getOriginalMessage());
        if (error instanceof StreamConstraintsException) {
            return limit(original);
        }
        if (error instanceof JsonEOFException) {
            return "the file ends in the middle of the JSON (was it cut short?)";
        }
        Matcher duplicate = DUPLICATE.matcher(original);
        if (duplicate.find()) {
            return "the field '" + duplicate.group(1) + "' appears twice in the same object";
        }
        Matcher control = CONTROL_CHARACTER.matcher(original);
        if (control.find()) {
            return "the file holds a control character (code " + control.group(1)
                    + ") where JSON text was expected; is it a binary file?";
        }
        Matcher nonNumeric = NON_NUMERIC.matcher(original);
        if (nonNumeric.find()) {
            return "'" + nonNumeric.group(1) + "' is not a number JSON allows; write a number such as 0 or 1.5";
        }
        if (original.contains("does not allow numbers to have plus signs")) {
            return "a JSON number cannot start with '+'; write it without the sign";
        }
        if (original.contains("maybe a (non-standard) comment?")) {
            return "JSON allows no comments; remove the comment";
        }
        String plain = FEATURE_ADVICE.matcher(original).replaceAll("");
        return "not valid JSON: " + SOURCE_DETAILS.matcher(plain).replaceAll("");
    }

    private static String limit(String original) {
        if (original.contains("MaxNestingDepth")) {
            return "the JSON is nested deeper than " + ProjectJson.MAX_NESTING_DEPTH + " levels";
        }
        if (original.contains("MaxNumberLength")) {
            return "a number is longer than " + ProjectJson.MAX_NUMBER_LENGTH + " characters";
        }
        if (original.contains("MaxStringLength")) {
            // Jackson buffers a very long number as text too, so this limit is met by both.
            return "a value is longer than " + ProjectJson.MAX_STRING_LENGTH + " characters";
        }
        if (original.contains("MaxNameLength")) {
            return "a field name is longer than " + ProjectJson.MAX_NAME_LENGTH + " characters";
        }
        return "the file is larger than a project file can be: "
                + SOURCE_DETAILS.matcher(original).replaceAll("");
    }
}
