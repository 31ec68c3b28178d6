package dev.keyspace.app.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.KsdCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The launchers' choice of JVM options per command (src/installer/ksd-jvm-options.sh, sourced by ./ksd and the
 * packages' bin/ksd), asked of bash itself: short batch commands stop at the quick compiler, long-running ones
 * keep both, and every command the script names is one ksd has.
 */
class KsdJvmOptionsTest {

    private static final Path SCRIPT =
            Path.of("src/installer/ksd-jvm-options.sh").toAbsolutePath();
    private static final String QUICK = "-XX:TieredStopAtLevel=1\n-XX:+UseSerialGC";
    private static final String HUGE_PAGES = "-XX:+UseTransparentHugePages";

    /** Commands whose hot code runs for minutes or whose speed is what they measure: both compilers. */
    private static final Set<String> LONG_RUNNING =
            Set.of("open", "prove", "deploy", "dev-cluster", "migrate", "optimize");

    private static String bash(String script) throws Exception {
        // a kernel that lends no huge pages on request, unless a test says otherwise
        return bash(Path.of("/nonexistent/transparent_hugepage/enabled"), script);
    }

    private static String bash(Path hugePageSetting, String script) throws Exception {
        Commands.Result result = Commands.run(
                List.of("bash", "-c", "KSD_THP_SETTING='" + hugePageSetting + "'; . '" + SCRIPT + "'; " + script));
        assertThat(result.exitCode()).as(result.output()).isZero();
        return result.output().strip();
    }

    private static List<String> quickCommands() throws Exception {
        return Arrays.asList(bash("echo $KSD_QUICK_COMMANDS").split(" "));
    }

    @Test
    void should_name_only_commands_ksd_has_and_no_long_running_one() throws Exception {
        Set<String> commands =
                new CommandLine(new KsdCommand()).getSubcommands().keySet();

        assertThat(quickCommands()).isNotEmpty().allSatisfy(name -> assertThat(commands)
                .contains(name));
        assertThat(quickCommands()).doesNotContainAnyElementsOf(LONG_RUNNING);
        assertThat(commands).containsAll(LONG_RUNNING);
    }

    @Test
    void should_stop_a_quick_command_at_the_quick_compiler_whatever_options_come_first() throws Exception {
        for (String command : quickCommands()) {
            assertThat(bash("ksd_jvm_options " + command + " x.cql"))
                    .as(command)
                    .isEqualTo(QUICK);
            assertThat(bash("ksd_jvm_options --debug " + command)).as(command).isEqualTo(QUICK);
        }
    }

    @Test
    void should_keep_both_compilers_for_the_designer_and_long_running_commands() throws Exception {
        for (String command : LONG_RUNNING) {
            assertThat(bash("ksd_jvm_options " + command + " doc")).as(command).isEmpty();
        }
        assertThat(bash("ksd_jvm_options")).as("no arguments: the designer").isEmpty();
        assertThat(bash("ksd_jvm_options samples/hotel/hotel.ksd.json"))
                .as("a file: the designer")
                .isEmpty();
        assertThat(bash("ksd_jvm_options --version")).isEmpty();
    }

    @Test
    void should_put_a_quick_commands_heap_on_huge_pages_only_where_the_kernel_lends_them_on_request(@TempDir Path dir)
            throws Exception {
        // the kernel's own spellings of its three settings, the chosen one in brackets
        Path onRequest = Files.writeString(dir.resolve("madvise"), "always [madvise] never\n");
        Path always = Files.writeString(dir.resolve("always"), "[always] madvise never\n");
        Path never = Files.writeString(dir.resolve("never"), "always madvise [never]\n");
        for (String command : quickCommands()) {
            assertThat(bash(onRequest, "ksd_jvm_options " + command))
                    .as(command)
                    .isEqualTo(QUICK + "\n" + HUGE_PAGES);
            assertThat(bash(always, "ksd_jvm_options " + command)).as(command).isEqualTo(QUICK);
            assertThat(bash(never, "ksd_jvm_options " + command)).as(command).isEqualTo(QUICK);
        }
        for (String command : LONG_RUNNING) {
            assertThat(bash(onRequest, "ksd_jvm_options " + command))
                    .as(command)
                    .isEmpty();
        }
    }

    @Test
    void should_start_the_jvm_with_a_quick_commands_options_and_print_nothing_of_its_own() throws Exception {
        // on this machine's kernel setting, as the launcher would: a JVM warning would land in the command's output
        String options = Commands.run(List.of("bash", "-c", ". '" + SCRIPT + "'; ksd_jvm_options export"))
                .output()
                .strip();
        List<String> java = new java.util.ArrayList<>();
        java.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        java.addAll(Arrays.asList(options.split("\n")));
        java.add("-version");

        Commands.Result result = Commands.run(java);

        assertThat(result.exitCode()).as(result.output()).isZero();
        assertThat(result.output()).doesNotContainIgnoringCase("warning");
    }
}
