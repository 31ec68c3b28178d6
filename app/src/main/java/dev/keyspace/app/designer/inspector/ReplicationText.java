package dev.keyspace.app.designer.inspector;

/** A replication factor as typed in the inspector: refused, with a sentence, when Cassandra would refuse it. */
public final class ReplicationText {

    private ReplicationText() {}

    /** The factor in {@code text}; {@code what} names it in the refusal ("the factor of dc1"). */
    public static int factor(String text, String what) throws InvalidText {
        String typed = text.strip();
        try {
            int factor = Integer.parseInt(typed);
            if (factor < 0) {
                throw new InvalidText(what + " cannot be negative: " + typed);
            }
            return factor;
        } catch (NumberFormatException e) {
            throw new InvalidText(what + " must be a whole number, not '" + typed + "'");
        }
    }
}
