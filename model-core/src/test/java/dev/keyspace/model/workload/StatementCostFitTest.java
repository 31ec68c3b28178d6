package dev.keyspace.model.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.keyspace.model.settings.StatementCosts;
import dev.keyspace.model.workload.StatementCostFit.Observation;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The statement-cost fit judged on generated clusters whose true costs are known: latencies made from drawn
 * constants (with a few per cent of noise) give the constants back, a constant the statements do not show keeps
 * its default proportion to the reads, and no read means no calibration.
 */
class StatementCostFitTest {

    @Test
    void should_recover_the_costs_that_made_the_latencies() {
        Random random = new Random(34);
        for (int cluster = 0; cluster < 200; cluster++) {
            StatementCosts truth = drawn(random);
            List<Observation> measured = new ArrayList<>();
            for (int i = 0; i < 8 + random.nextInt(20); i++) {
                // rows from 1 to 2,000, as many small reads as large ones: small reads show the request's cost
                double rows = Math.floor(Math.exp(random.nextDouble() * Math.log(2_000)));
                double bytes = rows * (20 + random.nextInt(400));
                measured.add(Observation.read(rows, bytes, noisy(random, read(truth, rows, bytes))));
            }
            for (int i = 0; i < 6 + random.nextInt(10); i++) {
                int statements = 1 + random.nextInt(4);
                int cells = statements * (1 + random.nextInt(12));
                boolean logged = statements > 1 && random.nextBoolean();
                measured.add(Observation.write(
                        statements, cells, logged, noisy(random, write(truth, statements, cells, logged))));
            }

            StatementCosts fitted = StatementCostFit.fit(measured).orElseThrow();

            for (Observation o : measured) {
                double predicted = o.read()
                        ? read(fitted, o.rows(), o.bytes())
                        : write(fitted, o.statements(), o.cells(), o.logged());
                assertThat(predicted).as("cluster %d, %s", cluster, o).isCloseTo(o.millis(), within(0.15 * o.millis()));
            }
            assertThat(fitted.readMillis())
                    .as("cluster %d", cluster)
                    .isCloseTo(truth.readMillis(), within(0.25 * truth.readMillis()));
            assertThat(fitted.writeMillis() + fitted.cellMillis() * 4)
                    .as("cluster %d: a write of four cells", cluster)
                    .isCloseTo(
                            truth.writeMillis() + truth.cellMillis() * 4,
                            within(0.25 * (truth.writeMillis() + truth.cellMillis() * 4)));
            assertThat(fitted.reads() + fitted.writes()).isEqualTo(measured.size());
        }
    }

    @Test
    void should_keep_the_default_proportions_of_what_no_statement_shows() {
        Random random = new Random(7);
        for (int cluster = 0; cluster < 100; cluster++) {
            double millis = 0.2 + random.nextDouble() * 3;
            List<Observation> oneRowReads = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                oneRowReads.add(Observation.read(1, 100, noisy(random, millis)));
            }

            StatementCosts fitted = StatementCostFit.fit(oneRowReads).orElseThrow();

            StatementCosts relative = fitted.relative();
            StatementCosts defaults = StatementCosts.RELATIVE_DEFAULTS;
            assertThat(relative.writeMillis()).isCloseTo(defaults.writeMillis(), within(0.1 * defaults.writeMillis()));
            assertThat(relative.cellMillis()).isCloseTo(defaults.cellMillis(), within(0.1 * defaults.cellMillis()));
            assertThat(relative.loggedBatchMillis())
                    .isCloseTo(defaults.loggedBatchMillis(), within(0.1 * defaults.loggedBatchMillis()));
            assertThat(fitted.readMillis() + fitted.rowMillis() + 100 * fitted.byteMillis())
                    .isCloseTo(millis, within(0.1 * millis));
            assertThat(fitted.writes()).isZero();
        }
    }

    @Test
    void should_not_calibrate_without_a_measured_read() {
        assertThat(StatementCostFit.fit(List.of(Observation.write(1, 4, false, 0.4))))
                .isEmpty();
        assertThat(StatementCostFit.fit(List.of(Observation.read(1, 100, 0)))).isEmpty();
        assertThat(StatementCostFit.fit(List.of())).isEmpty();
    }

    private static StatementCosts drawn(Random random) {
        double read = 0.1 + random.nextDouble() * 2;
        return new StatementCosts(
                read,
                read * random.nextDouble() * 0.05,
                read * random.nextDouble() * 0.0005,
                read * (0.2 + random.nextDouble()),
                read * random.nextDouble() * 0.1,
                read * random.nextDouble() * 3,
                0,
                0);
    }

    private static double read(StatementCosts c, double rows, double bytes) {
        return c.readMillis() + c.rowMillis() * rows + c.byteMillis() * bytes;
    }

    private static double write(StatementCosts c, int statements, int cells, boolean logged) {
        return c.writeMillis() * statements + c.cellMillis() * cells + (logged ? c.loggedBatchMillis() : 0);
    }

    private static double noisy(Random random, double millis) {
        return millis * (1 + (random.nextDouble() - 0.5) * 0.06);
    }
}
