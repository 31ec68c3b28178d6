package dev.keyspace.bench;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.sizing.SizingFigures;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import dev.keyspace.optimizer.CostModel;
import dev.keyspace.optimizer.Costs;
import dev.keyspace.optimizer.DesignAdoption;
import dev.keyspace.optimizer.OptimizedDesign;
import dev.keyspace.optimizer.Optimizer;
import dev.keyspace.optimizer.UnreadTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * Writes the pairs of designs issue 34's proof on a node compares, each pair serving the same statements: a sample's
 * own design (RUBiS's expert design, the hotel book's, KillrVideo's reference schema) and the optimizer's design
 * for the same mix within the same space, both holding only the tables their queries read, so that the two run the
 * same statements: RUBiS's expert design answers seven of them by its read plans (the application joining and
 * sorting), the optimizer's each by one read. Run from the repository's root:
 *
 * <pre>java -cp bench/target/benchmarks.jar dev.keyspace.bench.DesignPairs OUT_DIR</pre>
 *
 * then {@code ksd prove OUT_DIR/<sample>-<mix>-{own,optimized}.ksd.json --workload --mix <mix>} on each.
 */
public final class DesignPairs {

    private static final Optimizer OPTIMIZER = new Optimizer(CostModel.DEFAULTS, Duration.ofMinutes(2));

    private DesignPairs() {}

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length == 0 ? "design-pairs" : args[0]);
        Files.createDirectories(out);
        Project rubis = ProjectFiles.load(Path.of("samples/rubis/rubis.ksd.json"));
        for (Mix mix : rubis.analysis().workload().mixes()) {
            write(out, "rubis", rubis, mix);
        }
        Project hotel = ProjectFiles.load(Path.of("samples/hotel/hotel.ksd.json"));
        write(out, "hotel", hotel, hotelBooking());
        Project killrvideo = ProjectFiles.load(Path.of("samples/killrvideo/killrvideo.ksd.json"));
        write(out, "killrvideo", killrvideo, killrvideoWatching(killrvideo));
    }

    private static void write(Path out, String sample, Project project, Mix mix) throws Exception {
        Project own = onlyRead(withMix(project, mix));
        OptimizedDesign first =
                OPTIMIZER.optimize(own, mix, OptionalLong.empty()).orElseThrow();
        long space = first.current().orElseThrow().spaceBytes();
        OptimizedDesign design =
                OPTIMIZER.optimize(own, mix, OptionalLong.of(space)).orElseThrow();
        Project optimized = onlyRead(DesignAdoption.of(own, design).apply(own));
        String name = sample + "-" + mix.name().toLowerCase(Locale.ROOT).replace(' ', '-');
        ProjectFiles.save(own, out.resolve(name + "-own.ksd.json"));
        ProjectFiles.save(optimized, out.resolve(name + "-optimized.ksd.json"));
        System.out.printf(
                Locale.ROOT,
                "%s, mix %s (%d queries, %d writes): own %d tables, %s, cost %s/s; optimized %d tables, %s, cost %s/s%n",
                sample,
                mix.name(),
                mix.queries().size(),
                mix.writes().size(),
                own.allTables().size() + own.allViews().size(),
                SizingFigures.bytes(design.current().orElseThrow().spaceBytes()),
                Costs.format(design.current().orElseThrow().costPerSecond()),
                optimized.allTables().size() + optimized.allViews().size(),
                SizingFigures.bytes(design.optimized().spaceBytes()),
                Costs.format(design.optimized().costPerSecond()));
    }

    private static Project withMix(Project project, Mix mix) {
        return new AnalysisEdit.SetWorkload(new Workload(List.of(mix))).apply(project);
    }

    private static Project onlyRead(Project project) {
        return UnreadTables.removal(project).apply(project);
    }

    /** The mix of HotelOptimizeTest: Q1-Q9 at 10-90 a second, 50 reservations and one hotel rename a second. */
    private static Mix hotelBooking() {
        Mix mix = Mix.empty("booking");
        for (int i = 1; i <= 9; i++) {
            mix = mix.withQuery(ElementId.of("query:q" + i), Demand.perSecond(10 * i));
        }
        return mix.withWrite(WriteKey.insert(ElementId.of("entity:reservation")), Demand.perSecond(50))
                .withWrite(WriteKey.update(ElementId.of("entity:hotel"), "name"), Demand.perSecond(1));
    }

    /**
     * Every query of KillrVideo at 100 a second (the first five, the home page and a video's page, at 500), with a
     * video, a comment and a rating added 20 times a second: an illustrative mix, not a published one.
     */
    private static Mix killrvideoWatching(Project project) {
        Mix mix = Mix.empty("watching");
        List<Query> queries = project.queries();
        for (int i = 0; i < queries.size(); i++) {
            mix = mix.withQuery(queries.get(i).id(), Demand.perSecond(i < 5 ? 500 : 100));
        }
        for (var entity : project.conceptual().entities()) {
            String name = entity.name();
            if (name.equals("Video") || name.equals("Comment")) {
                mix = mix.withWrite(WriteKey.insert(entity.id()), Demand.perSecond(20));
            }
        }
        for (var relationship : project.conceptual().relationships()) {
            if (relationship.name().equals("Rates")) {
                mix = mix.withWrite(WriteKey.insert(relationship.id()), Demand.perSecond(20));
            }
        }
        return mix;
    }
}
