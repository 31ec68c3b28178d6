package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Help reads as whole sentences at any terminal width: picocli starts a new line for every element of a
 * description, so an element must end where a sentence (or a table row) ends, never mid-sentence.
 */
class HelpTextTest {

    @Test
    void should_end_every_help_line_where_a_sentence_ends() {
        List<String> broken = new ArrayList<>();
        collect(KsdCommandLine.create(), broken);
        assertThat(broken).as("help elements that stop mid-sentence").isEmpty();
    }

    private static void collect(CommandLine commandLine, List<String> broken) {
        CommandSpec spec = commandLine.getCommandSpec();
        String name = spec.qualifiedName();
        check(name + " description", spec.usageMessage().description(), broken);
        check(name + " footer", spec.usageMessage().footer(), broken);
        for (OptionSpec option : spec.options()) {
            check(name + " " + option.longestName(), option.description(), broken);
        }
        for (PositionalParamSpec parameter : spec.positionalParameters()) {
            check(name + " " + parameter.paramLabel(), parameter.description(), broken);
        }
        commandLine.getSubcommands().values().forEach(sub -> collect(sub, broken));
    }

    private static void check(String where, String[] elements, List<String> broken) {
        for (String element : elements) {
            String text = element.strip();
            boolean tableRow = element.startsWith("  ");
            if (text.isEmpty() || tableRow || text.startsWith("%n") || text.endsWith("%n")) {
                continue;
            }
            char last = text.charAt(text.length() - 1);
            if (".:)!?".indexOf(last) < 0) {
                broken.add(where + ": " + text);
            }
        }
    }
}
