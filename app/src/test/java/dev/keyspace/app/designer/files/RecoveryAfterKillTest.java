package dev.keyspace.app.designer.files;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.app.designer.files.RecoveryStore.Recovery;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a real designer with SIGKILL at seeded random moments while it starts, restores, edits, saves and autosaves
 * (a saved project and an untitled one, in turns), and checks after each kill that nothing it had put in a copy or
 * the file is lost: the newest state recoverable is at least as new as the last one it had made durable, every copy
 * loads and is a state its edits passed through, and the next designer restores exactly the copy offered.
 *
 * <p>{@code -Dksd.recoveryKill.rounds=N} for a longer run, {@code -Dksd.recoveryKill.seed=S} for another.
 */
class RecoveryAfterKillTest {

    private static final int STEPS = 12;
    /** The lines a designer prints before it waits to be killed: started, fresh or restored, two a step, done. */
    private static final int LINES = 2 + 2 * STEPS + 1;

    private static final int MAX_DELAY_MILLIS = 20;

    @TempDir
    Path dir;

    private int kills;
    private int restores;
    private int copiesChecked;

    @Test
    void should_lose_no_autosaved_state_whenever_the_designer_is_killed() throws Exception {
        int rounds = Integer.getInteger("ksd.recoveryKill.rounds", 4);
        long seed = Long.getLong("ksd.recoveryKill.seed", 30L);
        Random random = new Random(seed);
        Path file = dir.resolve("hotel.ksd.json");
        ProjectFiles.save(HotelSample.build(), file);
        List<Lane> lanes = List.of(
                new Lane(dir.resolve("saved-home"), Optional.of(file)),
                new Lane(dir.resolve("untitled-home"), Optional.empty()));
        long started = System.nanoTime();

        for (int round = 0; round < rounds; round++) {
            lanes.get(round % 2).round(round, random);
        }

        System.out.printf(
                "recovery after kill: %d rounds (seed %d), %d kills, %d restores, %d copies checked, 0 lost, %d s%n",
                rounds, seed, kills, restores, copiesChecked, (System.nanoTime() - started) / 1_000_000_000);
        assertThat(restores).as("rounds that restored a copy").isPositive();
    }

    /** One project's designers, killed in turn: a saved file, or none (untitled), with a user folder of its own. */
    private final class Lane {

        private final Path home;
        private final Optional<Path> file;
        private final Set<String> everyState = new HashSet<>();
        private String offered;

        Lane(Path home, Optional<Path> file) throws Exception {
            this.home = home;
            this.file = file;
            this.offered = clean();
            everyState.add(offered);
        }

        void round(int round, Random random) throws Exception {
            int killAfter = random.nextInt(LINES + 1);
            int delayMillis = random.nextInt(MAX_DELAY_MILLIS + 1);
            List<String> lines;
            try (DesignerProcess designer = DesignerProcess.start(
                    home, file.map(Path::toString).orElse("untitled"), random.nextLong(), STEPS)) {
                for (int i = 0; i < killAfter; i++) {
                    designer.next();
                }
                Thread.sleep(delayMillis); // a random moment after the line, not a wait for anything
                lines = designer.kill();
            }
            kills++;
            check("round " + round + ", killed " + delayMillis + " ms after line " + killAfter + " of " + lines, lines);
        }

        private void check(String when, List<String> lines) throws Exception {
            List<String> states = new ArrayList<>(List.of(offered));
            int durable = 0;
            for (String line : lines) {
                String[] words = line.split(" ");
                switch (words[0]) {
                    case "restored" -> {
                        assertThat(words[1])
                                .as("%s: the copy restored is the one offered", when)
                                .isEqualTo(offered);
                        restores++;
                    }
                    case "fresh" -> assertThat(words[1])
                            .as("%s: nothing offered", when)
                            .isEqualTo(offered);
                    case "applied", "saved" -> {
                        states.add(words[2]);
                        durable = words[0].equals("saved") ? Integer.parseInt(words[1]) : durable;
                    }
                    case "copied" -> durable = Integer.parseInt(words[1]);
                    default -> {}
                }
            }
            everyState.addAll(states);

            List<Recovery> copies = offeredCopies();
            List<String> recoverable = new ArrayList<>();
            for (Recovery copy : copies) {
                String state = AutosavingDesigner.digest(copy.load());
                assertThat(everyState)
                        .as("%s: copy %s is a state the edits passed through", when, copy)
                        .contains(state);
                recoverable.add(state);
                copiesChecked++;
            }
            recoverable.add(clean());
            assertThat(states.subList(durable, states.size()))
                    .as(
                            "%s: a state at least as new as state %d of %s is recoverable from %s",
                            when, durable, states, recoverable)
                    .containsAnyElementsOf(recoverable);
            offered = copies.isEmpty() ? clean() : recoverable.get(0);
        }

        private List<Recovery> offeredCopies() throws Exception {
            RecoveryStore store = new RecoveryStore(home.resolve("recovery"));
            return file.isPresent() ? store.unsavedCopiesOf(file.get()) : store.orphanedUntitled();
        }

        /** What the user has with no copy restored: the file, or the new project {@code ksd open} starts. */
        private String clean() throws Exception {
            return AutosavingDesigner.digest(
                    file.isPresent() ? ProjectFiles.load(file.get()) : NewProject.create("Untitled"));
        }
    }
}
