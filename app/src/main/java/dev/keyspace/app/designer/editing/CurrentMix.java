package dev.keyspace.app.designer.editing;

import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The mix of the workload whose rates the designer shows and edits (the query inspector, Analyze > Workload…,
 * Analyze > Optimize…): the one the user chose while it exists, else the first. A project without a workload shows
 * the mix {@value #FIRST}, which its first rate creates.
 */
public final class CurrentMix {

    /** The name of the mix a project's first rate starts. */
    public static final String FIRST = "default";

    private final StringProperty chosen = new SimpleStringProperty(this, "chosen", "");

    /** The name the user chose last; it may name a mix that is gone. */
    public StringProperty chosenProperty() {
        return chosen;
    }

    public void choose(String name) {
        chosen.set(name);
    }

    /** The name of the mix shown in {@code workload}. */
    public String name(Workload workload) {
        if (workload.mix(chosen.get()).isPresent()) {
            return chosen.get();
        }
        return workload.isEmpty() ? FIRST : workload.mixes().get(0).name();
    }

    /** The mix shown, empty when the workload has none of that name yet. */
    public Mix of(Workload workload) {
        String name = name(workload);
        return workload.mix(name).orElse(Mix.empty(name));
    }
}
