package dev.keyspace.model.conceptual;

/** The cardinality label on one connector of a Chen relationship: 1, n or m. */
public enum Cardinality {
    ONE("1"),
    N("n"),
    M("m");

    private final String label;

    Cardinality(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean isMany() {
        return this != ONE;
    }

    public static Cardinality fromLabel(String label) {
        for (Cardinality c : values()) {
            if (c.label.equalsIgnoreCase(label.trim())) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown cardinality '" + label + "' (expected 1, n or m)");
    }
}
