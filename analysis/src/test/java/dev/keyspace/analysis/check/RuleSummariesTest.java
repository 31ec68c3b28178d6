package dev.keyspace.analysis.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.lint.Rule;
import org.junit.jupiter.api.Test;

class RuleSummariesTest {

    @Test
    void should_summarise_every_rule_of_the_catalogue_in_one_sentence() {
        for (Rule rule : Checker.RULES) {
            assertThat(RuleSummaries.of(rule.id()))
                    .as(rule.id())
                    .hasValueSatisfying(s -> assertThat(s).endsWith(".").doesNotContain("\n"));
        }
        assertThat(RuleSummaries.of("no-such-rule")).isEmpty();
    }
}
