package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Identifier;
import org.junit.jupiter.api.Test;

class WhereClauseRenamerTest {

    private static String rename(String where, String from, String to) {
        return WhereClauseRenamer.rename(where, Identifier.of(from), Identifier.of(to));
    }

    @Test
    void should_rename_unquoted_names_in_any_case() {
        assertThat(rename("hotel_id IS NOT NULL AND Hotel_ID > 'a'", "hotel_id", "hotel"))
                .isEqualTo("hotel IS NOT NULL AND hotel > 'a'");
    }

    @Test
    void should_leave_string_literals_and_other_names_alone() {
        assertThat(rename("name = 'it''s hotel_id' AND hotel_ids IS NOT NULL", "hotel_id", "hotel"))
                .isEqualTo("name = 'it''s hotel_id' AND hotel_ids IS NOT NULL");
    }

    @Test
    void should_match_quoted_names_exactly_and_quote_the_new_name_when_needed() {
        assertThat(rename("\"Confirm\" IS NOT NULL AND confirm IS NOT NULL", "Confirm", "select"))
                .isEqualTo("\"select\" IS NOT NULL AND confirm IS NOT NULL");
    }

    @Test
    void should_not_touch_uuids_and_numbers() {
        assertThat(rename("id = 123e4567-e89b-12d3-a456-426614174000 AND e89b > 1e5", "e89b", "x"))
                .isEqualTo("id = 123e4567-e89b-12d3-a456-426614174000 AND x > 1e5");
    }
}
