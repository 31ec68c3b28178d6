package dev.keyspace.app.designer.versions;

/** An edit's message as a sentence on its own: its first letter in capitals. */
final class Sentence {

    private Sentence() {}

    static String of(String message) {
        return message.isEmpty() ? message : Character.toUpperCase(message.charAt(0)) + message.substring(1);
    }
}
