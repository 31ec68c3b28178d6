package dev.keyspace.model.edit;

import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.Map;
import java.util.Optional;

/** Sizing assumptions of the seed project, from the method's worked example (100 rooms for 730 days). */
final class SizingExamples {

    private SizingExamples() {}

    static SizingAssumptions roomsAssumptions() {
        return new SizingAssumptions(
                Optional.of(73_000.0), Optional.of(73_000.0), Optional.of(1_000L), Map.of("hotel_id", 5));
    }

    static SizingAssumptions guestsAssumptions() {
        return new SizingAssumptions(
                Optional.of(1.0),
                Optional.of(1.0),
                Optional.of(5_000_000L),
                Map.of("first_name", 8, "last_name", 10, "emails", 60));
    }
}
