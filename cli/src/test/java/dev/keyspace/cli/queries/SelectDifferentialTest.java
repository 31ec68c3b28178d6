package dev.keyspace.cli.queries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.cql.QueryStatement;
import dev.keyspace.cql.SelectReader;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.ProjectSelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.shared.SharedFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;

/**
 * Our verdict on random SELECTs against Cassandra 5.0.9's own: every query is read with our grammar,
 * judged by the validator, and run on a real node (paging on, the driver's default page size); accepted or
 * rejected must agree, and so must the message of a rejection.
 */
@LocalCassandra
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class SelectDifferentialTest {

    static final String KEYSPACE = "select_diff";
    /** The fixed seed and count; -Ddifferential.seed and -Ddifferential.queries explore further by hand. */
    static final long SEED = Long.getLong("differential.seed", 20_250_501L);

    static final int QUERIES = Integer.getInteger("differential.queries", 400);

    /** Legacy, SAI and SASI indexes, a static column, collections of every kind, and a counter table. */
    static final String SCHEMA =
            """
            CREATE KEYSPACE select_diff WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
            CREATE TABLE select_diff.events (k1 int, k2 text, c1 int, c2 int, c3 int, s int static, v int,
                w text, n int, tags set<int>, lst list<int>, m map<int, int>, fm frozen<map<int, int>>,
                PRIMARY KEY ((k1, k2), c1, c2, c3)) WITH CLUSTERING ORDER BY (c1 ASC, c2 DESC, c3 ASC);
            CREATE INDEX events_v ON select_diff.events (v);
            CREATE INDEX events_m_keys ON select_diff.events (keys(m));
            CREATE INDEX events_tags ON select_diff.events (values(tags)) USING 'sai';
            CREATE INDEX events_w ON select_diff.events (w) USING 'sai';
            CREATE INDEX events_c3 ON select_diff.events (c3) USING 'sai';
            CREATE TABLE select_diff.items (id int PRIMARY KEY, a int, b text, d date, e map<text, int>);
            CREATE INDEX items_a ON select_diff.items (a) USING 'sai';
            CREATE INDEX items_e ON select_diff.items (entries(e));
            CREATE CUSTOM INDEX items_b ON select_diff.items (b) USING 'org.apache.cassandra.index.sasi.SASIIndex';
            CREATE TABLE select_diff.ranges (k int, c1 int, c2 text, s text static, v int,
                PRIMARY KEY (k, c1, c2));
            CREATE TABLE select_diff.hits (k int, c int, hits counter, PRIMARY KEY (k, c));
            """;

    private final SelectReader reader = new SelectReader();
    private Project project;
    private ProjectSelectValidator validator;

    @BeforeAll
    void deploy(CqlSession session) {
        CqlImport imported = new CqlReader().read("schema.cql", SCHEMA);
        assertThat(imported.errors()).isEmpty();
        project = imported.project();
        validator = new ProjectSelectValidator(project);
        session.execute("DROP KEYSPACE IF EXISTS " + KEYSPACE);
        for (String statement : SCHEMA.split(";")) {
            if (!statement.isBlank()) {
                session.execute(statement);
            }
        }
    }

    @Test
    void should_agree_with_the_node_on_every_random_query(CqlSession session) {
        RandomSelects generator = new RandomSelects(SEED);
        List<Table> tables = project.keyspace(KEYSPACE).orElseThrow().tables();
        List<String> disagreements = new ArrayList<>();
        List<String> orderDependent = new ArrayList<>();
        int accepted = 0;
        Map<String, Integer> messages = new TreeMap<>();
        for (int i = 0; i < QUERIES; i++) {
            String cql = generator.next(KEYSPACE, tables.get(i % tables.size()));
            Outcome ours = ours(cql);
            Outcome node = node(session, cql);
            accepted += node.accepted ? 1 : 0;
            if (!node.accepted) {
                messages.merge(node.message.replaceAll("\\d+", "N"), 1, Integer::sum);
            }
            if (ours.equals(node) || isSameServerError(ours, node)) {
                continue;
            }
            String report = cql + "\n    ours: " + ours + "\n    node: " + node;
            if (isOrderDependentMerge(cql, ours, node)) {
                orderDependent.add(report);
            } else {
                disagreements.add(report);
            }
        }
        if (!orderDependent.isEmpty()) {
            System.out.println("Rejected by both, naming another of the conflicting relations (see"
                    + " isOrderDependentMerge):\n" + String.join("\n", orderDependent));
        }
        assertThat(orderDependent.size()).as(String.join("\n", orderDependent)).isLessThan(QUERIES / 100 + 2);
        System.out.printf("%d queries (seed %d): %d accepted; rejections by message:%n", QUERIES, SEED, accepted);
        messages.forEach((message, count) -> System.out.printf("%5d  %s%n", count, message));
        assertThat(disagreements)
                .as(disagreements.size() + " of " + QUERIES + " verdicts differ:\n" + String.join("\n", disagreements))
                .isEmpty();
        // the generator must exercise both sides
        assertThat(accepted).isBetween(QUERIES / 10, QUERIES - QUERIES / 10);
    }

    /**
     * The SELECTs of the KillrVideo examples against its v5 schema (its tables and indexes as the model holds
     * them, in a one-replica keyspace): skipped only when the shared corpus is absent.
     */
    @Test
    void should_agree_with_the_node_on_the_killrvideo_examples(CqlSession session) throws Exception {
        Optional<Path> corpus = SharedFiles.find("corpus/killrvideo");
        assumeTrue(corpus.isPresent(), "the shared corpus (../shared/corpus/killrvideo) is absent; skipped");
        CqlImport imported = new CqlReader().read(corpus.get().resolve("schema-v5.cql"));
        Keyspace killrvideo =
                imported.project().keyspace("killrvideo").orElseThrow().withReplication(Replication.simple(1));
        CqlWriter writer = new CqlWriter();
        session.execute("DROP KEYSPACE IF EXISTS killrvideo");
        session.execute(writer.createKeyspace(killrvideo));
        killrvideo.types().forEach(t -> session.execute(writer.createType(killrvideo, t)));
        killrvideo.tables().forEach(t -> session.execute(writer.createTable(killrvideo, t)));
        killrvideo.indexes().forEach(i -> session.execute(writer.createIndex(killrvideo, i)));
        ProjectSelectValidator killrvideoValidator =
                new ProjectSelectValidator(imported.project().withKeyspaces(List.of(killrvideo)));
        String examples = Files.readString(corpus.get().resolve("schema-v5-query-examples.cql"));
        SelectReader.Result read = reader.read("examples.cql", examples);
        assertThat(read.diagnostics()).isEmpty();

        List<String> disagreements = new ArrayList<>();
        for (QueryStatement statement : read.statements()) {
            if (statement instanceof QueryStatement.Select select) {
                Verdict verdict = killrvideoValidator.validate(select.keyspace(), Optional.empty(), select.query());
                Outcome ours = new Outcome(verdict.accepted(), verdict.accepted() ? "" : verdict.message());
                Outcome node = node(session, select.cql());
                if (!ours.equals(node)) {
                    disagreements.add(select.cql() + "\n    ours: " + ours + "\n    node: " + node);
                }
            }
        }
        assertThat(disagreements).as(String.join("\n", disagreements)).isEmpty();
    }

    private static final Pattern MERGE_CONFLICT =
            Pattern.compile(".*(cannot be restricted by more than one relation if it includes (an Equal|a IN)"
                    + "|cannot be restricted by two inequalities not starting with the same column"
                    + "|cannot be restricted by both an equality and an inequality relation"
                    + "|More than one restriction was found for the (start|end) bound on).*");

    private static final Pattern TUPLE_RELATION = Pattern.compile(".*\\((\\w+, )*\\w+\\) (=|<|>|<=|>=|IN) \\(.*");

    /**
     * Out of reach: when a tuple relation overlaps two or more earlier restrictions, Cassandra 5.0 merges it
     * with each of them in the iteration order of a HashSet of restriction objects (identity hash codes), so
     * which conflict it reports varies from one node start to the next. Both sides must still reject, each
     * with a merge-conflict message; these cases are printed and their number is bounded.
     */
    private static boolean isOrderDependentMerge(String cql, Outcome ours, Outcome node) {
        return !ours.accepted
                && !node.accepted
                && TUPLE_RELATION.matcher(cql).matches()
                && MERGE_CONFLICT.matcher(ours.message).matches()
                && MERGE_CONFLICT.matcher(node.message).matches();
    }

    /**
     * Out of reach: an ORDER BY that names a clustering column after a later one walks Cassandra's check off
     * the end of the clustering columns, a server error whose message the node's JVM drops once the throw
     * is hot (OmitStackTraceInFastThrow). The exception class must still agree.
     */
    private static boolean isSameServerError(Outcome ours, Outcome node) {
        String fastThrow = "java.lang.ArrayIndexOutOfBoundsException";
        return !ours.accepted && !node.accepted && ours.message.startsWith(fastThrow) && node.message.equals(fastThrow);
    }

    /** accepted, or rejected with the message. */
    record Outcome(boolean accepted, String message) {
        @Override
        public String toString() {
            return accepted ? "accepted" : "rejected: " + message;
        }
    }

    private Outcome ours(String cql) {
        List<Diagnostic> problems = new ArrayList<>();
        Optional<QueryStatement.Select> select = reader.readSelect(cql, problems);
        if (select.isEmpty()) {
            return new Outcome(false, "unreadable: " + problems);
        }
        try {
            Verdict verdict = validator.validate(
                    select.get().keyspace(), Optional.empty(), select.get().query());
            return new Outcome(verdict.accepted(), verdict.accepted() ? "" : verdict.message());
        } catch (RuntimeException bug) {
            return new Outcome(false, "validator failed: " + bug);
        }
    }

    private static Outcome node(CqlSession session, String cql) {
        try {
            session.execute(SimpleStatement.newInstance(cql));
            return new Outcome(true, "");
        } catch (DriverException e) {
            return new Outcome(false, e.getMessage());
        }
    }
}
