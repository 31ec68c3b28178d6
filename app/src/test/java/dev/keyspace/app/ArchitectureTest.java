package dev.keyspace.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import dev.keyspace.model.Project;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of docs/architecture.md, enforced on the main classes of every module on this test's classpath:
 * app -> cli -> cluster and optimizer -> analysis -> cql-parser -> model-core, local-cluster apart; cql-parser's internals and generated parser
 * stay inside it; the model knows nothing of JavaFX; only the printers write CQL (ADR 0007); and no package cycle,
 * neither between a module's top-level packages nor between any two packages.
 */
class ArchitectureTest {

    private static final String MODEL = "dev.keyspace.model..";
    private static final String CQL = "dev.keyspace.cql..";
    private static final String ANALYSIS = "dev.keyspace.analysis..";
    private static final String CLUSTER = "dev.keyspace.cluster..";
    private static final String OPTIMIZER = "dev.keyspace.optimizer..";
    private static final String APP = "dev.keyspace.app..";
    private static final String[] CLI = {
        "dev.keyspace.cli..", "dev.keyspace.codegen..", "dev.keyspace.docsite..", "dev.keyspace.installation.."
    };
    private static final String LOCAL_CLUSTER = "dev.keyspace.localcluster..";
    private static final String SAMPLES = "dev.keyspace.samples..";
    private static final String[] PROJECT_CHANGERS = {
        "dev.keyspace.model.edit..", "dev.keyspace.model.io..", "dev.keyspace.cluster.live..", SAMPLES
    };
    /** The live reader before it moves to {@code cluster.live}. */
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = MainClasses.imported();
    }

    @Test
    void modulesOnlyUseTheModulesBelowThem() {
        ArchRule layers = layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("model-core")
                .definedBy(MODEL)
                .layer("cql-parser")
                .definedBy(CQL)
                .layer("analysis")
                .definedBy(ANALYSIS)
                .layer("cluster")
                .definedBy(CLUSTER)
                .layer("optimizer")
                .definedBy(OPTIMIZER)
                .layer("local-cluster")
                .definedBy(LOCAL_CLUSTER)
                .layer("samples")
                .definedBy(SAMPLES)
                .layer("cli")
                .definedBy(CLI)
                .layer("app")
                .definedBy(APP)
                .whereLayer("app")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("cli")
                .mayOnlyBeAccessedByLayers("app")
                .whereLayer("cluster")
                .mayOnlyBeAccessedByLayers("cli", "app")
                .whereLayer("local-cluster")
                .mayOnlyBeAccessedByLayers("cli", "app")
                .whereLayer("optimizer")
                .mayOnlyBeAccessedByLayers("cli", "app")
                .whereLayer("samples")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("analysis")
                .mayOnlyBeAccessedByLayers("cluster", "optimizer", "cli", "app", "samples")
                .whereLayer("cql-parser")
                .mayOnlyBeAccessedByLayers("analysis", "cluster", "optimizer", "cli", "app", "samples")
                .whereLayer("model-core")
                .mayOnlyBeAccessedByLayers("cql-parser", "analysis", "cluster", "optimizer", "cli", "app", "samples");
        layers.check(classes);
    }

    @Test
    void theParsersInternalsStayInsideCqlParser() {
        noClasses()
                .that()
                .resideOutsideOfPackage(CQL)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("dev.keyspace.cql.internal..", "dev.keyspace.cql.grammar..")
                .because("cql-parser's public API is dev.keyspace.cql; its internals and generated parser may change")
                .check(classes);
    }

    @Test
    void theCommandLineNeedsNoJavaFx() {
        noClasses()
                .that()
                .resideInAnyPackage(CLI)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "org.controlsfx..", "org.fxmisc..", "atlantafx..", "org.eclipse.elk..")
                .because("ksd runs in CI with no display; the designer's services are found at run time (cli.spi)")
                .check(classes);
    }

    @Test
    void modelAndAnalysisKnowNothingOfTheUi() {
        noClasses()
                .that()
                .resideInAnyPackage(MODEL, CQL, ANALYSIS, CLUSTER, OPTIMIZER)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "org.controlsfx..", "org.fxmisc..", "atlantafx..")
                .check(classes);
    }

    @Test
    void onlyTheSolverUsesOrTools() {
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.keyspace.optimizer.solve..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("com.google.ortools..")
                .because("ADR 0028: CpSatSolver is the one place the integer program meets the solver")
                .check(classes);
    }

    @Test
    void editsDoNotDependOnTheChecker() {
        noClasses()
                .that()
                .resideInAPackage("dev.keyspace.model.edit..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("dev.keyspace.model.analysis..", ANALYSIS)
                .check(classes);
    }

    /**
     * ADR 0007: statements are printed by the printers only. A string constant of main code (a literal, or the recipe
     * of a concatenation) that opens a CQL statement ({@link CqlShaped}) is allowed in the printers and in the few
     * classes of {@link #WRITES_CQL_OF_ITS_OWN}, each with its reason in the ADR.
     */
    @Test
    void onlyThePrintersWriteCql() {
        onlyPrintersWriteCql().check(classes);
    }

    @Test
    void theCqlRuleFindsAStatementBuiltByConcatenation() {
        JavaClasses fixture = new ClassFileImporter().importClasses(ConcatenatesCql.class);

        EvaluationResult result = onlyPrintersWriteCql().evaluate(fixture);

        assertThat(result.getFailureReport().getDetails())
                .containsExactly(ConcatenatesCql.class.getName() + " holds \"SELECT <arg> FROM <arg> WHERE k = ?\"");
    }

    /** What the rule must find: a SELECT assembled outside the printers. */
    private static final class ConcatenatesCql {
        @SuppressWarnings("unused")
        static String select(String table, String column) {
            return "SELECT " + column + " FROM " + table + " WHERE k = ?";
        }
    }

    private static ArchRule onlyPrintersWriteCql() {
        return classes()
                .that(DescribedPredicate.not(writesCqlOfItsOwn()))
                .should(holdNoStringThatOpensACqlStatement())
                .because("CQL is printed by cql.CqlWriter, cql.CqlChangeWriter and cql.print (ADR 0007)");
    }

    /**
     * The printers, and the fixed reads of Cassandra's own tables (system.local, system.peers) that check schema
     * agreement. The live reader's system_schema queries are printed by {@code DmlWriter}, so it is not exempt.
     */
    private static final List<String> WRITES_CQL_OF_ITS_OWN = List.of(
            "dev.keyspace.cql.print.",
            "dev.keyspace.cql.CqlWriter",
            "dev.keyspace.cql.CqlChangeWriter",
            "dev.keyspace.cql.ScriptBuilder",
            "dev.keyspace.cluster.SchemaVersions",
            "dev.keyspace.localcluster.SchemaAgreement");

    private static DescribedPredicate<JavaClass> writesCqlOfItsOwn() {
        return DescribedPredicate.describe("write CQL of their own (printers, reads of system tables)", c -> {
            String name = c.getName();
            return WRITES_CQL_OF_ITS_OWN.stream()
                    .anyMatch(exempt -> exempt.endsWith(".")
                            ? name.startsWith(exempt) && name.indexOf('.', exempt.length()) < 0
                            : name.equals(exempt) || name.startsWith(exempt + "$"));
        });
    }

    private static ArchCondition<JavaClass> holdNoStringThatOpensACqlStatement() {
        CqlShaped cql = new CqlShaped();
        return new ArchCondition<>("hold no string constant that opens a CQL statement") {
            @Override
            public void check(JavaClass javaClass, ConditionEvents events) {
                javaClass.getSource().ifPresent(source -> ClassStrings.of(source.getUri()).stream()
                        .filter(cql)
                        .forEach(constant -> events.add(SimpleConditionEvent.violated(
                                javaClass,
                                javaClass.getName() + " holds \""
                                        + constant.replace("\u0001", "<arg>").replace("\n", "\\n") + "\""))));
            }
        };
    }

    /**
     * ADR 0008 and 0020: a project is changed only by an edit of {@code model.edit} (the designer, the CQL pane,
     * an import and the CQL reader all apply edits), read from its file by {@code model.io}, or read from a live
     * cluster by the live reader; the samples' builders assemble theirs. The schema values are immutable, so
     * Project's mutators are the one way to a changed schema: their callers are these.
     */
    @Test
    void onlyEditsTheFileReaderAndTheLiveReaderChangeAProject() {
        noClasses()
                .that()
                .resideOutsideOfPackages(PROJECT_CHANGERS)
                .and()
                .doNotHaveFullyQualifiedName(Project.class.getName())
                .should()
                .callMethodWhere(ProjectMutator.CALL)
                .orShould()
                .callConstructorWhere(ProjectMutator.CONSTRUCTION)
                .because("every change of a project is an edit (ADR 0008, ADR 0020): its cascade, undo and redo")
                .check(classes);
    }

    @Test
    void noPackageCycleWithinAModule() {
        slices().assignedFrom(new TopLevelPackages()).should().beFreeOfCycles().check(classes);
    }

    @Test
    void noCycleBetweenAnyTwoPackages() {
        slices().matching("dev.keyspace.(**)").should().beFreeOfCycles().check(classes);
    }

    /**
     * A module's slices are its root package and each package directly under the root, with everything below
     * it: {@code dev.keyspace.analysis.lint.rules} belongs to {@code model.analysis}. Project, in the
     * model's root, counts as a slice of its own, so data packages that Project holds cannot depend back on it.
     */
    private static final class TopLevelPackages implements SliceAssignment {

        private static final List<String> ROOTS = List.of(
                "dev.keyspace.model",
                "dev.keyspace.cql",
                "dev.keyspace.analysis",
                "dev.keyspace.cluster",
                "dev.keyspace.optimizer",
                "dev.keyspace.cli",
                "dev.keyspace.codegen",
                "dev.keyspace.docsite",
                "dev.keyspace.installation",
                "dev.keyspace.app",
                "dev.keyspace.localcluster",
                "dev.keyspace.samples");

        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String pkg = javaClass.getPackageName();
            for (String root : ROOTS) {
                if (pkg.equals(root)) {
                    return SliceIdentifier.of(root);
                }
                if (pkg.startsWith(root + ".")) {
                    String first = pkg.substring(root.length() + 1).split("\\.")[0];
                    return SliceIdentifier.of(root + "." + first);
                }
            }
            return SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "each module's root package and the packages directly under it";
        }
    }
}
