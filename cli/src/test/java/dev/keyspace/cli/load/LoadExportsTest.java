package dev.keyspace.cli.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.cql.CassandraJudge;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.JudgedDml;
import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.optimizer.CostModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The cassandra-stress profiles and the NoSQLBench workload of the samples and of generated designs hold only what
 * each tool reads (the keys cassandra-stress's StressYaml and StressProfile take; the workload template layout and
 * binding functions NoSQLBench documents), their ratios are in the proportions of the mix's rates, and Cassandra
 * 5.0.9's own classes accept every statement in them: the schema first, then each SELECT, INSERT, UPDATE and
 * DELETE with its markers. Neither tool's jar is on Maven Central, so the documented format is the judge.
 */
class LoadExportsTest {

    private static final YAMLMapper YAML = new YAMLMapper();

    /** cassandra-stress's distributions ({@code OptionDistribution}): name, then its bounds and parameters. */
    private static final Pattern DISTRIBUTION = Pattern.compile(
            "~?(?:fixed\\(\\d+\\)|(?:uniform|exp|seq)\\(\\d+\\.\\.\\d+\\)|(?:gaussian|gauss|normal|norm)\\(\\d+\\.\\.\\d+"
                    + "(?:,[0-9.]+){0,2}\\)|(?:extreme|extr|weibull)\\(\\d+\\.\\.\\d+,[0-9.]+\\))");

    /** A ratio distribution ({@code OptionRatioDistribution}): a distribution over a divisor. */
    private static final Pattern RATIO = Pattern.compile("(.+)/(\\d+)");

    private static final Set<String> STRESS_KEYS = Set.of(
            "keyspace",
            "keyspace_definition",
            "table",
            "table_definition",
            "extra_definitions",
            "columnspec",
            "queries",
            "insert",
            "token_range_queries");

    /** The virtdata functions the workloads use, each documented in NoSQLBench's binding function reference. */
    private static final Set<String> BINDING_FUNCTIONS = Set.of(
            "Mod",
            "Div",
            "Mul",
            "Hash",
            "HashRange",
            "FixedValue",
            "Identity",
            "ToString",
            "AlphaNumericString",
            "ToInt",
            "ToShort",
            "ToByte",
            "ToFloat",
            "ToDouble",
            "ToBoolean",
            "ToBigDecimal",
            "ToBigInt",
            "ToHashedUUID",
            "ToEpochTimeUUID",
            "ToInetAddress",
            "ToCqlDurationNanos",
            "ToJavaInstant",
            "EpochMillisToJavaLocalDate",
            "ByteBufferSizedHashed",
            "SetSizedHashed",
            "ListSizedHashed",
            "MapSizedHashed");

    private static final Pattern BINDING_POINT = Pattern.compile("\\{([A-Za-z0-9_]+)}");

    static Stream<LoadCases.Case> cases() {
        return LoadCases.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void stress_profiles_hold_what_cassandra_stress_reads_and_cassandra_accepts(LoadCases.Case c) throws Exception {
        LoadPlan plan = LoadPlan.of(c.project(), c.mix());
        List<LoadExports.Profile> profiles = StressProfiles.of(plan, "test.ksd.json");

        assertThat(profiles).hasSize(c.project().allTables().size());
        assertThat(profiles.stream().map(LoadExports.Profile::fileName).distinct())
                .hasSameSizeAs(profiles);
        Map<String, Double> writeRates = writeRates(c.project(), c.mix());
        for (int i = 0; i < profiles.size(); i++) {
            LoadExports.Profile profile = profiles.get(i);
            TableRef ref = c.project().allTables().get(i);
            JsonNode yaml = YAML.readTree(profile.yaml());
            fieldNames(yaml)
                    .forEach(key ->
                            assertThat(STRESS_KEYS).as(profile.fileName()).contains(key));
            assertThat(yaml.get("keyspace").asText())
                    .isEqualTo(ref.keyspace().name().internal());
            assertThat(yaml.get("table").asText()).isEqualTo(ref.table().name().internal());
            for (JsonNode column : yaml.get("columnspec")) {
                assertThat(ref.table().column(column.get("name").asText())).isPresent();
                for (String key : fieldNames(column)) {
                    assertThat(key).isIn("name", "population", "size", "cluster");
                    if (!key.equals("name")) {
                        assertThat(column.get(key).asText()).matches(DISTRIBUTION);
                    }
                }
            }
            JsonNode insert = yaml.get("insert");
            fieldNames(insert)
                    .forEach(key -> assertThat(key).isIn("partitions", "select", "row-population", "batchtype"));
            assertThat(insert.get("partitions").asText()).matches(DISTRIBUTION);
            Matcher select = RATIO.matcher(insert.get("select").asText());
            assertThat(select.matches()).isTrue();
            assertThat(select.group(1)).matches(DISTRIBUTION);
            assertThat(insert.get("batchtype").asText()).isIn("LOGGED", "UNLOGGED", "COUNTER");
            Map<String, List<Double>> rates = new HashMap<>();
            rates.put("insert", List.of(writeRates.getOrDefault(ref.qualifiedName(), 0.0)));
            Iterator<Map.Entry<String, JsonNode>> queries = yaml.get("queries").fields();
            CassandraJudge judge = schemaJudge(ref.keyspace(), yaml);
            int served = 0;
            List<LoadPlan.QueryLoad> loads = plan.table(ref).queries();
            while (queries.hasNext()) {
                Map.Entry<String, JsonNode> query = queries.next();
                assertThat(served).as(profile.fileName()).isLessThan(loads.size());
                LoadPlan.QueryLoad load = loads.get(served);
                assertThat(query.getKey()).matches("[a-z0-9_]+");
                fieldNames(query.getValue()).forEach(key -> assertThat(key).isIn("cql", "fields"));
                assertThat(query.getValue().get("fields").asText()).isIn("samerow", "multirow");
                String cql = query.getValue().get("cql").asText();
                assertThat(JudgedDml.refusal(judge, cql)).as(cql).isEmpty();
                assertThat(cql).isEqualTo(load.cql());
                rates.put(query.getKey(), List.of(rateOf(plan, load)));
                served++;
            }
            assertThat(served).isEqualTo(plan.table(ref).queries().size());
            assertProportional(stressOps(profile.yaml()), rates, profile.fileName());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void the_nosqlbench_workload_holds_the_documented_layout_and_cassandra_accepts_it(LoadCases.Case c)
            throws Exception {
        LoadPlan plan = LoadPlan.of(c.project(), c.mix());
        String text = NoSqlBenchWorkload.of(plan, "load.yaml", "test.ksd.json");

        JsonNode yaml = YAML.readTree(text);
        fieldNames(yaml).forEach(key -> assertThat(key)
                .isIn("min_version", "description", "scenarios", "bindings", "params", "tags", "blocks"));
        JsonNode scenario = yaml.get("scenarios").get("default");
        for (String step : List.of("schema", "rampup", "main")) {
            assertThat(scenario.get(step).asText()).startsWith("run driver=cql tags==block:" + step + " ");
        }
        assertThat(fieldNames(yaml.get("blocks"))).containsExactly("schema", "rampup", "main");
        Set<String> bindings = new HashSet<>(fieldNames(yaml.get("bindings")));
        yaml.get("bindings")
                .fields()
                .forEachRemaining(b -> assertRecipe(b.getValue().asText()));

        CassandraJudge judge = new CassandraJudge();
        yaml.get("blocks").get("schema").get("ops").forEach(ddl -> assertThat(
                        judge.judge(ddl.asText()).accepted())
                .as(ddl.asText())
                .isTrue());
        Map<String, List<Double>> rates = new HashMap<>();
        Map<String, Long> ratios = new HashMap<>();
        for (String block : List.of("rampup", "main")) {
            Iterator<Map.Entry<String, JsonNode>> ops =
                    yaml.get("blocks").get(block).get("ops").fields();
            while (ops.hasNext()) {
                Map.Entry<String, JsonNode> op = ops.next();
                fieldNames(op.getValue()).forEach(key -> assertThat(key).isIn("prepared", "ratio", "params", "tags"));
                String named = op.getValue().get("prepared").asText();
                Matcher points = BINDING_POINT.matcher(named);
                while (points.find()) {
                    assertThat(bindings).as(named).contains(points.group(1));
                }
                String cql = BINDING_POINT.matcher(named).replaceAll("?");
                assertThat(JudgedDml.refusal(judge, cql)).as(cql).isEmpty();
                long ratio = op.getValue().get("ratio").asLong();
                assertThat(ratio).isPositive();
                if (block.equals("main")) {
                    ratios.put(op.getKey(), ratio);
                    rates.put(op.getKey(), rateOfStatement(plan, cql));
                }
            }
        }
        assertProportional(ratios, rates, "main");
        assertThat(ratios).hasSize(expectedMainOps(plan));
    }

    @org.junit.jupiter.api.Test
    void a_plan_query_runs_each_read_once_for_every_row_the_reads_before_found() {
        Project rubis = LoadCases.all().stream()
                .filter(c -> c.name().startsWith("rubis"))
                .findFirst()
                .orElseThrow()
                .project();
        ProjectSizing sizing = ProjectSizing.of(rubis);
        ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.indexed(rubis.conceptual()));
        int planned = 0;
        for (Mix mix : rubis.analysis().workload().mixes()) {
            LoadPlan plan = LoadPlan.of(rubis, mix);
            assertThat(plan.skipped())
                    .as("%s: no query is left out", mix.name())
                    .noneMatch(why -> mix.queries().keySet().stream()
                            .anyMatch(id ->
                                    why.startsWith(rubis.query(id).orElseThrow().label() + ":")));
            for (var entry : mix.queries().entrySet()) {
                Query query = rubis.query(entry.getKey()).orElseThrow();
                if (query.plan().isEmpty()) {
                    continue;
                }
                planned++;
                List<PlannedReads.Read> reads =
                        PlannedReads.of(rubis, query, matcher).orElseThrow().reads();
                double expected = entry.getValue().perSecond();
                for (PlannedReads.Read read : reads) {
                    LoadPlan.QueryLoad load = plan.tables().stream()
                            .flatMap(t -> t.queries().stream())
                            .filter(q -> q.query().label().equals(read.read().label()))
                            .findFirst()
                            .orElseThrow(() -> new AssertionError(read.read().label() + " is not in the load"));
                    assertThat(load.cql()).contains(" FROM " + read.qualifiedName() + " ");
                    assertThat(load.rate()).as(read.read().label()).isCloseTo(expected, within(1e-9 * expected));
                    double rows = read.serving().table().clustering().isEmpty()
                            ? 1
                            : sizing.assumptionsOf(read.table())
                                    .rowsPerPartition()
                                    .orElse(1.0);
                    if (!read.read().pattern().range().isEmpty()) {
                        rows = Math.max(1, rows * CostModel.DEFAULTS.rangeShare());
                    }
                    expected *= Math.max(1, rows);
                }
            }
        }
        assertThat(planned).as("RUBiS's mixes run plan queries").isGreaterThanOrEqualTo(5);
    }

    /** The mix's queries (served) and write statements: the main block holds each once. */
    private static int expectedMainOps(LoadPlan plan) {
        return plan.tables().stream().mapToInt(t -> t.queries().size()).sum()
                + plan.writes().stream().mapToInt(w -> w.steps().size()).sum();
    }

    /** Every function of a recipe is one NoSQLBench documents, with arguments it takes: numbers or functions. */
    private static void assertRecipe(String recipe) {
        for (String call : topLevel(recipe, ';')) {
            Matcher function = Pattern.compile("(\\w+)\\((.*)\\)").matcher(call.strip());
            assertThat(function.matches()).as(recipe).isTrue();
            assertThat(BINDING_FUNCTIONS).as(recipe).contains(function.group(1));
            for (String argument : topLevel(function.group(2), ',')) {
                if (!argument.isBlank() && !argument.strip().matches("-?\\d+L?")) {
                    assertRecipe(argument.strip());
                }
            }
        }
    }

    private static List<String> topLevel(String text, char separator) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
            if (ch == separator && depth == 0) {
                parts.add(text.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(text.substring(start));
        return parts.stream().filter(p -> !p.isBlank()).toList();
    }

    /** A judge that has accepted the keyspace, its types, the table and its extra definitions. */
    private static CassandraJudge schemaJudge(Keyspace keyspace, JsonNode yaml) {
        CassandraJudge judge = new CassandraJudge();
        List<String> ddl = new ArrayList<>();
        ddl.add(yaml.get("keyspace_definition").asText());
        for (UserType type : keyspace.types()) {
            ddl.add(new CqlWriter().createType(keyspace, type));
        }
        ddl.add(yaml.get("table_definition").asText());
        if (yaml.has("extra_definitions")) {
            yaml.get("extra_definitions").forEach(d -> ddl.add(d.asText()));
        }
        ddl.forEach(statement ->
                assertThat(judge.judge(statement).accepted()).as(statement).isTrue());
        return judge;
    }

    /** The rate of the writes of the mix that write each table, by the tables their write paths name. */
    private static Map<String, Double> writeRates(Project project, Mix mix) {
        Map<String, Double> rates = new HashMap<>();
        List<WritePath> paths = WritePaths.of(project).writes();
        mix.writes().forEach((key, demand) -> paths.stream()
                .filter(p -> p.owner().equals(key.owner())
                        && p.operation() == key.operation()
                        && p.attribute().equals(key.attribute()))
                .findFirst()
                .ifPresent(p -> p.steps().stream()
                        .map(WriteStep::table)
                        .distinct()
                        .forEach(table -> rates.merge(table, demand.perSecond(), Double::sum))));
        return rates;
    }

    /**
     * The mix's rate of a query answered by one read; a read of a query's plan runs as often as its plan says
     * (checked by {@link #a_plan_query_runs_each_read_once_for_every_row_the_reads_before_found}).
     */
    private static double rateOf(LoadPlan plan, LoadPlan.QueryLoad load) {
        double mixRate = plan.mix().queries().get(load.query().id()).perSecond();
        boolean planRead =
                plan.project().query(load.query().id()).orElseThrow().plan().isPresent();
        if (!planRead) {
            assertThat(load.rate()).isEqualTo(mixRate);
        }
        return planRead ? load.rate() : mixRate;
    }

    /** The mix's rates of the queries and writes whose statement is {@code cql} (several writes may share one). */
    private static List<Double> rateOfStatement(LoadPlan plan, String cql) {
        List<Double> rates = new ArrayList<>();
        plan.tables()
                .forEach(t ->
                        t.queries().stream().filter(q -> q.cql().equals(cql)).forEach(q -> rates.add(rateOf(plan, q))));
        plan.mix().writes().forEach((key, demand) -> WritePaths.of(plan.project()).writes().stream()
                .filter(p -> p.owner().equals(key.owner())
                        && p.operation() == key.operation()
                        && p.attribute().equals(key.attribute()))
                .flatMap(p -> p.steps().stream())
                .filter(s -> WriteStatements.cql(s.statement()).equals(cql))
                .forEach(s -> rates.add(demand.perSecond())));
        assertThat(rates).as(cql).isNotEmpty();
        return rates;
    }

    /** {@code ops(insert=5,q1=2)} of the profile's command line, as names and weights. */
    private static Map<String, Long> stressOps(String yaml) {
        Matcher ops = Pattern.compile("\"ops\\(([^)]*)\\)\" duration").matcher(yaml);
        Map<String, Long> weights = new HashMap<>();
        if (ops.find()) {
            for (String op : ops.group(1).split(",")) {
                String[] pair = op.split("=");
                weights.put(pair[0], Long.parseLong(pair[1]));
            }
        }
        return weights;
    }

    /**
     * Weights name exactly what runs (rate above 0), in the proportions of the rates, to rounding of 0.005/s; a
     * statement several writes share may have the rate of any of them.
     */
    private static void assertProportional(Map<String, Long> weights, Map<String, List<Double>> rates, String where) {
        Map<String, List<Double>> running = new HashMap<>();
        rates.forEach((name, candidates) -> {
            List<Double> positive = candidates.stream().filter(r -> r > 0).toList();
            if (!positive.isEmpty()) {
                running.put(name, positive);
            }
        });
        assertThat(weights.keySet()).as(where).isEqualTo(running.keySet());
        String reference = running.entrySet().stream()
                .filter(e -> e.getValue().size() == 1)
                .max(Map.Entry.comparingByValue((a, b) -> Double.compare(a.get(0), b.get(0))))
                .map(Map.Entry::getKey)
                .orElse(null);
        if (reference == null) {
            return;
        }
        double perWeight = running.get(reference).get(0) / weights.get(reference);
        weights.forEach((name, weight) -> assertThat(running.get(name))
                .as("%s: %s has weight %d", where, name, weight)
                .anySatisfy(
                        rate -> assertThat(weight * perWeight).isCloseTo(rate, within(Math.max(0.006, rate * 0.01)))));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
