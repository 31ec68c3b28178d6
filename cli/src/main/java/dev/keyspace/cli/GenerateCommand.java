package dev.keyspace.cli;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.MappingException;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.TableSizing;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd generate FILE [--query Qn] [--alternatives]}: the table the mapping rules propose for each query
 * (or the chosen one), printed as CQL with its rationale and sizing as comments. Exit 0, or 1 when a query
 * cannot be mapped (its access pattern is empty or names unknown attributes), 2 for bad input.
 */
@Command(
        name = "generate",
        mixinStandardHelpOptions = true,
        description = {
            "Propose the table each query needs by the method's mapping rules, printed as CQL "
                    + "with the rationale and the sizing as comments."
        })
public final class GenerateCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "The project (.ksd.json).")
    Path file;

    @Option(names = "--query", paramLabel = "Qn", description = "Only this query (by its label, such as Q3).")
    String queryLabel;

    @Option(
            names = "--alternatives",
            description = "Also print every alternative design (view, index, bucket, ...), not only the first.")
    boolean alternatives;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Project project = ProjectInputs.load(file, err);
        List<Query> queries = selected(project);
        MappingAssistant assistant = new MappingAssistant();
        boolean failed = false;
        for (int i = 0; i < queries.size(); i++) {
            Query query = queries.get(i);
            if (i > 0) {
                out.println();
            }
            out.println("-- " + query.label() + ". " + query.description());
            try {
                List<TableProposal> proposals = assistant.propose(project, query.id());
                List<TableProposal> printed = alternatives ? proposals : proposals.subList(0, 1);
                for (int p = 0; p < printed.size(); p++) {
                    print(project, printed.get(p), p == 0 ? "Proposal" : "Alternative", out);
                }
                if (!alternatives && proposals.size() > 1) {
                    out.println("-- Alternatives (--alternatives prints them): "
                            + String.join(
                                    "; ",
                                    proposals.subList(1, proposals.size()).stream()
                                            .map(TableProposal::title)
                                            .toList()));
                }
            } catch (MappingException e) {
                if (queryLabel != null) {
                    throw new UserErrorException(file + ": " + e.getMessage());
                }
                out.println("-- no table proposed: " + e.getMessage());
                err.println(file + ": " + e.getMessage());
                failed = true;
            }
        }
        out.flush();
        return failed ? ExitCode.FINDINGS : ExitCode.OK;
    }

    private List<Query> selected(Project project) {
        if (queryLabel == null) {
            if (project.queries().isEmpty()) {
                throw new UserErrorException(file + ": the project has no queries to generate tables for");
            }
            return project.queries();
        }
        return project.queries().stream()
                .filter(q -> q.label().equalsIgnoreCase(queryLabel.trim()))
                .findFirst()
                .map(List::of)
                .orElseThrow(() -> new UserErrorException(file + ": there is no query labelled " + queryLabel
                        + " (the project has " + labels(project) + ")"));
    }

    private static String labels(Project project) {
        return project.queries().isEmpty()
                ? "no queries"
                : String.join(", ", project.queries().stream().map(Query::label).toList());
    }

    private static void print(Project project, TableProposal proposal, String heading, PrintWriter out) {
        out.println("-- " + heading + ": " + proposal.title());
        proposal.rationale().forEach(line -> out.println("--   " + line));
        sizing(proposal.sizing()).forEach(line -> out.println("-- " + line));
        Keyspace keyspace = project.keyspace(proposal.keyspace())
                .orElse(Keyspace.of(proposal.keyspace().internal(), new Replication("", Map.of())));
        CqlWriter writer = new CqlWriter();
        String cql =
                switch (proposal.kind()) {
                    case TABLE -> writer.createTable(keyspace, proposal.table());
                    case MATERIALIZED_VIEW -> writer.createView(
                            keyspace, proposal.view().orElseThrow());
                    case INDEX -> writer.createIndex(keyspace, proposal.index().orElseThrow());
                };
        out.print(cql.endsWith("\n") ? cql : cql + "\n");
    }

    static List<String> sizing(TableSizing sizing) {
        List<String> lines = new ArrayList<>();
        lines.add("Sizing (average): " + estimate(sizing.average()));
        lines.add("Sizing (worst case): " + estimate(sizing.worstCase()));
        sizing.missingAssumptions().forEach(m -> lines.add("Missing assumption: " + m));
        return lines;
    }

    private static String estimate(Estimate estimate) {
        return "rows " + figure(estimate.rowsPerPartition()) + ", values " + figure(estimate.values())
                + ", bytes per partition " + figure(estimate.partitionBytes()) + ", table bytes "
                + figure(estimate.tableBytes());
    }

    private static String figure(OptionalDouble value) {
        return value.isPresent() ? String.format(java.util.Locale.ROOT, "%,.0f", value.getAsDouble()) : "unknown";
    }
}
