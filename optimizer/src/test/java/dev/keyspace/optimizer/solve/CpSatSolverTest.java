package dev.keyspace.optimizer.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.optimizer.solve.WorkloadProblem.Candidate;
import dev.keyspace.optimizer.solve.WorkloadProblem.QueryChoice;
import dev.keyspace.optimizer.solve.WorkloadProblem.WriteLoad;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The solver judged by exhaustion: on generated problems small enough to try every set of candidates, its choice
 * costs exactly the least any set costs, keeps the fewest candidates among the cheapest sets (the lowest-numbered on
 * a tie), respects what each candidate requires and the space limit, and finds no choice exactly when none exists.
 */
class CpSatSolverTest {

    private final CpSatSolver solver = new CpSatSolver(Duration.ofSeconds(20));

    @Test
    void should_choose_what_trying_every_set_of_candidates_finds_cheapest() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(150).check(seed -> {
            Random random = new Random(seed);
            WorkloadProblem problem = generate(random);
            CpSatSolver.Objective objective =
                    random.nextBoolean() ? CpSatSolver.Objective.COST : CpSatSolver.Objective.SPACE;

            Optional<Choice> solved = solver.solve(problem, objective);
            Optional<Choice> best = exhaustive(problem, objective);

            assertThat(solved.isPresent()).as("a choice exists").isEqualTo(best.isPresent());
            if (best.isPresent()) {
                Choice choice = solved.orElseThrow();
                assertThat(choice.cost()).isEqualTo(best.get().cost());
                assertThat(choice.kept()).isEqualTo(best.get().kept());
                assertThat(choice.reads()).isEqualTo(best.get().reads());
                assertThat(Evaluation.fits(problem, choice)).isTrue();
                assertThat(choice.proven()).isTrue();
            }
        });
    }

    @Test
    void should_pay_a_batch_only_where_a_write_keeps_two_candidates_in_step() {
        WorkloadProblem problem = new WorkloadProblem(
                List.of(new Candidate("a", 10, List.of()), new Candidate("b", 10, List.of())),
                List.of(new QueryChoice("Q1", Map.of(0, 1.0, 1, 3.0)), new QueryChoice("Q2", Map.of(0, 9.0, 1, 1.0))),
                List.of(new WriteLoad("insert", Map.of(0, 1.0, 1, 1.0), 20.0)),
                OptionalLong.empty());

        Choice choice = solver.solve(problem).orElseThrow();

        assertThat(choice.kept()).containsExactly(1);
        assertThat(choice.cost()).isEqualTo(3.0 + 1.0 + 1.0);
    }

    /** Up to 10 candidates, 1-5 queries each answerable by a few, 0-4 writes, a space limit half the time. */
    private static WorkloadProblem generate(Random random) {
        int n = 1 + random.nextInt(10);
        List<Candidate> candidates = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            List<Integer> requires = c > 0 && random.nextInt(4) == 0 ? List.of(random.nextInt(c)) : List.of();
            candidates.add(new Candidate("c" + c, random.nextInt(100), requires));
        }
        List<QueryChoice> queries = new ArrayList<>();
        for (int q = 0, count = 1 + random.nextInt(5); q < count; q++) {
            Map<Integer, Double> costs = new HashMap<>();
            for (int k = 0, options = 1 + random.nextInt(Math.min(n, 4)); k < options; k++) {
                costs.put(random.nextInt(n), (double) random.nextInt(50));
            }
            queries.add(new QueryChoice("Q" + q, costs));
        }
        List<WriteLoad> writes = new ArrayList<>();
        for (int w = 0, count = random.nextInt(5); w < count; w++) {
            Map<Integer, Double> costs = new HashMap<>();
            for (int k = 0, touched = random.nextInt(n + 1); k < touched; k++) {
                costs.put(random.nextInt(n), (double) random.nextInt(20));
            }
            writes.add(new WriteLoad("W" + w, costs, random.nextInt(30)));
        }
        OptionalLong space = random.nextBoolean() ? OptionalLong.of(random.nextInt(50 * n + 1)) : OptionalLong.empty();
        return new WorkloadProblem(candidates, queries, writes, space);
    }

    /**
     * The cheapest (or, for SPACE, the smallest in space, then cheapest), then smallest, then lowest-numbered (by the
     * sum order CP-SAT's tie-break uses) fitting set.
     */
    private static Optional<Choice> exhaustive(WorkloadProblem problem, CpSatSolver.Objective objective) {
        int n = problem.candidates().size();
        Choice best = null;
        long bestTieBreak = Long.MAX_VALUE;
        for (int mask = 0; mask < 1 << n; mask++) {
            Set<Integer> kept = new HashSet<>();
            long tieBreak = 0;
            for (int c = 0; c < n; c++) {
                if ((mask & 1 << c) != 0) {
                    kept.add(c);
                    tieBreak += (long) n * n + c;
                }
            }
            Optional<Choice> choice = Evaluation.of(problem, kept, true);
            if (choice.isEmpty() || !Evaluation.fits(problem, choice.get())) {
                continue;
            }
            double cost = choice.get().cost();
            long space = objective == CpSatSolver.Objective.SPACE ? choice.get().spaceBytes() : 0;
            long bestSpace = best == null || objective == CpSatSolver.Objective.COST ? 0 : best.spaceBytes();
            if (best == null
                    || space < bestSpace
                    || space == bestSpace && (cost < best.cost() || cost == best.cost() && tieBreak < bestTieBreak)) {
                best = choice.get();
                bestTieBreak = tieBreak;
            }
        }
        return Optional.ofNullable(best);
    }
}
