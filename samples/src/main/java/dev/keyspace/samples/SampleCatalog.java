package dev.keyspace.samples;

import dev.keyspace.model.Project;
import java.util.List;
import java.util.function.Supplier;

/**
 * The samples that ship with Keyspace Designer: each has a folder under samples/ holding its project file
 * ({@code <name>/<name>.ksd.json}), and a builder that is the source of that file.
 */
public final class SampleCatalog {

    /** One sample: its folder name, a one-line summary, and the builder of its project. */
    public record Sample(String name, String summary, Supplier<Project> builder) {
        public String fileName() {
            return name + ".ksd.json";
        }
    }

    private static final List<Sample> SAMPLES = List.of(
            new Sample(
                    "hotel",
                    "The method's worked example: hotels, points of interest, rooms, reservations",
                    HotelSample::build),
            new Sample(
                    "ecommerce",
                    "An online shop: products, categories, orders, customers, reviews, inventory",
                    EcommerceSample::build),
            new Sample("sensors", "A time series, unbucketed then bucketed by day", SensorsSample::build),
            new Sample("messaging", "Conversations and messages, newest first, with a TTL", MessagingSample::build),
            new Sample(
                    "killrvideo",
                    "KillrVideo's Cassandra 5.0 schema, imported from the public corpus, with its queries",
                    KillrVideoSample::build));

    private SampleCatalog() {}

    public static List<Sample> all() {
        return SAMPLES;
    }
}
