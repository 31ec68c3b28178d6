package dev.keyspace.app.designer.optimize;

import dev.keyspace.model.Project;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.optimizer.CostModel;
import dev.keyspace.optimizer.OptimizedDesign;
import dev.keyspace.optimizer.Optimizer;
import dev.keyspace.optimizer.solve.CpSatSolver;
import dev.keyspace.optimizer.solve.SearchStop;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How the dialog finds a design for a mix: the optimizer, as {@code ksd optimize} runs it, priced by the project's
 * calibration when a proof stored one (tests give their own).
 */
interface DesignSearch {

    /** The longest the solver searches each objective: a dialog is waited for, a command may be given longer. */
    Duration TIME_LIMIT = Duration.ofSeconds(30);

    DesignSearch OPTIMIZER = (project, mix, maxSpace, objective, stop) ->
            new Optimizer(CostModel.of(project), TIME_LIMIT).optimize(project, mix, maxSpace, objective, stop);

    /** The design found, or empty when none fits; {@code stop} ends it with a CancellationException. */
    Optional<OptimizedDesign> find(
            Project project, Mix mix, OptionalLong maxSpaceBytes, CpSatSolver.Objective objective, SearchStop stop);
}
