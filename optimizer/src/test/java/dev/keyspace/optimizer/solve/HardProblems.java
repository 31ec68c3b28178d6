package dev.keyspace.optimizer.solve;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Random;

/**
 * Generated problems CP-SAT takes long to prove: many candidates, each query able to read any of several at random
 * costs, writes touching several with a batch cost, and a space limit that keeps out most of them.
 */
public final class HardProblems {

    private HardProblems() {}

    public static WorkloadProblem generate(Random random, int candidates, int queries, int writes) {
        List<WorkloadProblem.Candidate> all = new ArrayList<>();
        long total = 0;
        for (int c = 0; c < candidates; c++) {
            long space = 1_000 + random.nextInt(100_000);
            total += space;
            all.add(new WorkloadProblem.Candidate("c" + c, space, List.of()));
        }
        List<WorkloadProblem.QueryChoice> reads = new ArrayList<>();
        for (int q = 0; q < queries; q++) {
            Map<Integer, Double> costs = new HashMap<>();
            for (int o = 0; o < 8; o++) {
                costs.put(random.nextInt(candidates), 1 + random.nextInt(1_000) / 10.0);
            }
            reads.add(new WorkloadProblem.QueryChoice("q" + q, costs));
        }
        List<WorkloadProblem.WriteLoad> loads = new ArrayList<>();
        for (int w = 0; w < writes; w++) {
            Map<Integer, Double> costs = new HashMap<>();
            for (int o = 0; o < 5; o++) {
                costs.put(random.nextInt(candidates), 1 + random.nextInt(100) / 10.0);
            }
            loads.add(new WorkloadProblem.WriteLoad("w" + w, costs, 5 + random.nextInt(50)));
        }
        return new WorkloadProblem(all, reads, loads, OptionalLong.of(total / 4));
    }
}
