package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.SizeDefaults;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Edits of the sizing assumptions of a table or view. */
public sealed interface SizingEdit extends Edit {

    /** Replaces a table's (or view's) sizing assumptions; {@link SizingAssumptions#NONE} clears them. */
    record SetAssumptions(ElementId table, SizingAssumptions assumptions) implements SizingEdit {
        public SetAssumptions {
            Required.all("table", table, "assumptions", assumptions);
        }

        @Override
        public String label() {
            return assumptions.equals(SizingAssumptions.NONE)
                    ? "Clear sizing assumptions"
                    : "Change sizing assumptions";
        }

        @Override
        public Project apply(Project project) {
            if (!Lookup.isTableOrView(project, table)) {
                throw rejected("cannot size %s: there is no such table or view", table);
            }
            Map<ElementId, SizingAssumptions> sizing = new TreeMap<>(project.sizing());
            if (assumptions.equals(SizingAssumptions.NONE)) {
                sizing.remove(table);
            } else {
                sizing.put(table, assumptions);
            }
            return project.withSizing(sizing);
        }
    }

    /** Replaces the project's default average sizes of variable-length columns. */
    record SetSizeDefaults(SizeDefaults defaults) implements SizingEdit {
        public SetSizeDefaults {
            Required.all("defaults", defaults);
        }

        @Override
        public String label() {
            return "Change default column sizes";
        }

        @Override
        public Project apply(Project project) {
            return project.withAnalysis(project.analysis().withSizeDefaults(defaults));
        }
    }

    /** Stores (or, empty, forgets) what a proof on a cluster measured, shown next to the estimates. */
    record SetCalibration(Optional<Calibration> calibration) implements SizingEdit {
        public SetCalibration {
            Required.all("calibration", calibration);
        }

        @Override
        public String label() {
            return calibration.isPresent() ? "Store calibration" : "Forget calibration";
        }

        @Override
        public Project apply(Project project) {
            return project.withAnalysis(project.analysis().withCalibration(calibration));
        }
    }
}
