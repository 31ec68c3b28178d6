package dev.keyspace.app.designer.sessions;

import dev.keyspace.model.edit.Edit;

/** One step of a designer session, as drawn: replayed on a fresh designer session, it does the same again. */
sealed interface DesignerStep {

    record Undo() implements DesignerStep {
        @Override
        public String toString() {
            return "Undo";
        }
    }

    record Redo() implements DesignerStep {
        @Override
        public String toString() {
            return "Redo";
        }
    }

    /** An edit made by one kind of the catalogue, applied as the designer applies it (maybe refused there). */
    record MakeEdit(String kind, Edit edit) implements DesignerStep {
        @Override
        public String toString() {
            return kind + ": " + edit.label();
        }
    }

    /** The CQL pane's text, changed as a user types, then applied. */
    record TypeCql(String kind, String text) implements DesignerStep {
        @Override
        public String toString() {
            return kind + " (" + text.length() + " characters)";
        }
    }

    /** A kind of the catalogue that found nothing to act on, or that the designer refused while making it. */
    record Nothing(String kind, String why) implements DesignerStep {
        @Override
        public String toString() {
            return kind + ", nothing done: " + why;
        }
    }
}
