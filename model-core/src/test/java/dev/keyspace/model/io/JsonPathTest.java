package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonPathTest {

    @Test
    void should_print_fields_and_indexes_in_dollar_notation() {
        JsonPath path = JsonPath.ROOT
                .field("keyspaces")
                .index(0)
                .field("tables")
                .index(2)
                .field("columns")
                .index(1)
                .field("type");

        assertThat(path).hasToString("$.keyspaces[0].tables[2].columns[1].type");
        assertThat(JsonPath.ROOT).hasToString("$");
    }

    @Test
    void should_quote_field_names_that_are_not_plain() {
        JsonPath path = JsonPath.ROOT.field("sizing").field("table:ks.it's").field("a\\b");

        assertThat(path).hasToString("$.sizing['table:ks.it\\'s']['a\\\\b']");
    }

    @Test
    void should_elide_the_middle_of_a_hostile_deep_path() {
        JsonPath path = JsonPath.ROOT.field("name");
        for (int i = 0; i < 99; i++) {
            path = path.index(i);
        }

        assertThat(path)
                .hasToString(
                        "$.name[0][1][2][3][4][5][6][7][8]...(80 more levels)...[89][90][91][92][93][94][95][96][97][98]");
    }
}
