package dev.keyspace.cli.load;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import dev.keyspace.optimizer.CostModel;
import dev.keyspace.optimizer.DesignAdoption;
import dev.keyspace.optimizer.GeneratedWorkloads;
import dev.keyspace.optimizer.Optimizer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Random;

/** Projects and mixes to export: the hotel sample with a workload, RUBiS's two mixes, and generated designs. */
final class LoadCases {

    record Case(String name, Project project, Mix mix) {
        @Override
        public String toString() {
            return name;
        }
    }

    private LoadCases() {}

    static Project hotel() {
        Project hotel = load("../samples/hotel/hotel.ksd.json");
        Mix browsing = Mix.empty("browsing");
        for (int i = 1; i <= 9; i++) {
            browsing = browsing.withQuery(ElementId.of("query:q" + i), Demand.perSecond(10.5 * i));
        }
        browsing = browsing.withWrite(WriteKey.insert(ElementId.of("entity:reservation")), Demand.perSecond(50))
                .withWrite(WriteKey.update(ElementId.of("entity:hotel"), "name"), Demand.perSecond(0.25))
                .withWrite(WriteKey.delete(ElementId.of("entity:reservation")), Demand.perSecond(3));
        return new AnalysisEdit.SetWorkload(new Workload(List.of(browsing))).apply(hotel);
    }

    static List<Case> all() {
        List<Case> cases = new ArrayList<>();
        Project hotel = hotel();
        cases.add(new Case("hotel", hotel, hotel.analysis().workload().mixes().get(0)));
        Project rubis = load("../samples/rubis/rubis.ksd.json");
        for (Mix mix : rubis.analysis().workload().mixes()) {
            cases.add(new Case("rubis " + mix.name(), rubis, mix));
        }
        Optimizer optimizer = new Optimizer(CostModel.DEFAULTS, Duration.ofSeconds(20));
        for (long seed = 1; seed <= 4; seed++) {
            Random random = new Random(seed);
            Project project = GeneratedWorkloads.generate(random, 2 + random.nextInt(3), 2 + random.nextInt(4));
            Mix mix = project.analysis().workload().mix(GeneratedWorkloads.MIX).orElseThrow();
            History history = new History(project);
            history.apply(DesignAdoption.of(
                    project,
                    optimizer.optimize(project, mix, OptionalLong.empty()).orElseThrow()));
            cases.add(new Case("generated " + seed, history.project(), mix));
        }
        return cases;
    }

    private static Project load(String path) {
        try {
            return ProjectFiles.load(Path.of(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
