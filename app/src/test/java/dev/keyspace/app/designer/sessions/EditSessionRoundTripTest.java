package dev.keyspace.app.designer.sessions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import dev.keyspace.app.MainClasses;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.app.designer.sessions.DesignerEditCatalogue.EditKind;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import dev.keyspace.propertytest.Sequences;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whatever the designer can save, it can open: generated sessions of the designer's edits (every kind its
 * catalogue offers, with undo and redo, across the four views and the diagrams of parts) save after every step
 * and reopen, and the reopened project equals the saved one. A failing session is shrunk to its fewest steps and
 * reported with its seed ({@code -Dproperty.seed=S} replays it). docs/reliability.md has the figures.
 *
 * <pre>
 *   -Dksd.sessions=N (default 25)  -Dksd.sessions.steps=N (default 40)
 * </pre>
 */
class EditSessionRoundTripTest {

    private static final int SESSIONS = Integer.getInteger("ksd.sessions", 25);
    private static final int STEPS = Integer.getInteger("ksd.sessions.steps", 40);

    /** Where the designer's edits are made: its own packages, and the mapping assistant it calls. */
    private static final List<String> DESIGNER_PACKAGES =
            List.of("dev.keyspace.app.designer", "dev.keyspace.app.views", "dev.keyspace.analysis.mapping");

    /** Edits the designer makes that change nothing by design, so no session can see one applied. */
    private static final Set<String> CHANGING_NOTHING =
            Set.of("dev.keyspace.app.views.OverviewView$Unchanged"); // arranging the overview, which stores no places

    /** A session: where it starts (a new project or a sample) and its steps. */
    record Session(Project start, List<DesignerStep> steps) {}

    @TempDir
    Path folder;

    @Test
    void every_step_of_every_session_saves_a_file_that_reopens_as_saved() throws IOException {
        List<EditKind> catalogue = DesignerEditCatalogue.all();
        Gen<Session> sessions = Gens.elements(starts()).flatMap(start -> Sequences.chain(
                        () -> new EditSession(start),
                        (EditSession live) -> (Gen<DesignerStep>) c -> live.next(new SessionChoices(c), catalogue),
                        (live, step) -> live.take(step, new HashSet<>()),
                        STEPS)
                .map(steps -> new Session(start, steps)));
        Set<String> designerMakes = names(editsTheDesignerMakes());
        Set<Class<?>> applied = new HashSet<>();
        Path file = folder.resolve("session.ksd.json");
        int run = 0;
        long began = System.nanoTime();
        // past the sessions asked for, more go on until every kind of edit has been seen applied
        for (int round = 0; round < 10 && (round == 0 || !names(applied).containsAll(designerMakes)); round++) {
            run += PropertyCheck.forAll(sessions)
                    .tries(SESSIONS)
                    .describedBy(EditSessionRoundTripTest::numbered)
                    .check(session -> {
                        EditSession replay = new EditSession(session.start());
                        for (DesignerStep step : session.steps()) {
                            reopen(replay.take(step, applied).project(), file);
                        }
                    });
            Set<String> missing = new TreeSet<>(designerMakes);
            missing.removeAll(names(applied));
            if (!missing.isEmpty()) {
                System.out.println("after round " + round + ", not yet applied: " + missing);
            }
        }
        System.out.printf(
                "edit sessions: %d sessions of %d steps, %d saves reopened, %d kinds of edit applied, %.1f s%n",
                run, STEPS, run * STEPS, applied.size(), (System.nanoTime() - began) / 1e9);
        assertThat(names(applied))
                .as("every kind of edit the designer makes was made by some generated session")
                .containsAll(designerMakes);
    }

    private static void reopen(Project saved, Path file) {
        try {
            ProjectFiles.save(saved, file);
            Project reopened = ProjectFiles.load(file);
            if (!reopened.equals(saved)) {
                assertThat(ProjectFiles.toJson(reopened)).isEqualTo(ProjectFiles.toJson(saved));
                fail("the reopened project differs from the saved one, though their files are the same, at "
                        + FirstDifference.of(reopened, saved).orElse("?"));
            }
        } catch (ProjectFileException e) {
            fail("the designer saved a file it cannot open: " + e.getMessage());
        }
    }

    private static String numbered(Session session) {
        return "from " + session.start().name() + ":\n"
                + IntStream.range(0, session.steps().size())
                        .mapToObj(i -> "  " + (i + 1) + ". " + session.steps().get(i))
                        .collect(Collectors.joining("\n"));
    }

    /** An empty new project, as File > New makes it, and every sample. */
    private static List<Project> starts() throws IOException {
        List<Project> starts = new ArrayList<>(List.of(NewProject.create("Untitled")));
        try (Stream<Path> samples = Files.walk(Path.of("..", "samples"), 2)) {
            for (Path sample : samples.filter(p -> p.toString().endsWith(ProjectFiles.EXTENSION))
                    .sorted()
                    .toList()) {
                starts.add(ProjectFiles.load(sample));
            }
        }
        return starts;
    }

    /** The kinds of edit whose constructor the designer's code calls. */
    private static Set<Class<?>> editsTheDesignerMakes() {
        JavaClasses classes = MainClasses.imported();
        Set<Class<?>> made = new HashSet<>();
        for (JavaClass type : classes) {
            if (type.isAssignableTo(Edit.class) && !type.isInterface()) {
                boolean byDesigner = type.getConstructorCallsToSelf().stream()
                        .map(JavaConstructorCall::getOriginOwner)
                        .anyMatch(origin -> DESIGNER_PACKAGES.stream()
                                .anyMatch(p -> origin.getPackageName().startsWith(p)));
                if (byDesigner && !CHANGING_NOTHING.contains(type.getName())) {
                    made.add(type.reflect());
                }
            }
        }
        assertThat(made).as("the designer's edits, found in its classes").hasSizeGreaterThan(40);
        return made;
    }

    private static Set<String> names(Set<Class<?>> classes) {
        return classes.stream().map(Class::getName).collect(Collectors.toCollection(TreeSet::new));
    }
}
