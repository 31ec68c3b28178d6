package dev.keyspace.app.designer.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class CqlMarksTest {

    @Test
    void should_colour_keywords_types_strings_numbers_and_comments() {
        String text = "-- rooms\nCREATE TABLE k.t (id int PRIMARY KEY) WITH comment = 'Q1' AND gc_grace_seconds = 10;";
        List<CqlTokens.Piece> pieces = CqlTokens.highlight(text);

        assertThat(pieces)
                .extracting(p -> text.substring(p.start(), p.end()) + "=" + p.styleClass())
                .contains(
                        "-- rooms=cql-comment",
                        "CREATE=cql-keyword",
                        "int=cql-type",
                        "'Q1'=cql-string",
                        "10=cql-number")
                .doesNotContain("id=cql-keyword");
    }

    @Test
    void should_mark_a_block_comment_that_spans_lines() {
        String text = "/* one\n two */ USE k;";

        assertThat(CqlTokens.highlight(text)).first().isEqualTo(new CqlTokens.Piece(0, 14, "cql-comment"));
    }

    @Test
    void should_underline_the_token_a_syntax_error_points_at() {
        String text = "CREATE TABLE k.t (id int PRIMARY KEY name text);";
        List<Diagnostic> errors = new CqlReader().syntaxErrors("x.cql", text);

        List<CqlMarks.Mark> marks = CqlMarks.of(text, errors);

        assertThat(marks).hasSize(1);
        assertThat(text.substring(marks.get(0).start(), marks.get(0).end())).isEqualTo("name");
        assertThat(CqlMarks.at(marks, marks.get(0).start())).isPresent();
    }

    @Test
    void should_underline_the_whole_statement_a_schema_error_names() {
        String text = "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                + "CREATE TABLE k.t (id int PRIMARY KEY, a unknown_type);";
        List<Diagnostic> errors = new CqlReader().read("x.cql", text).errors();

        List<CqlMarks.Mark> marks = CqlMarks.of(text, errors);

        assertThat(marks).hasSize(1);
        assertThat(text.substring(marks.get(0).start(), marks.get(0).end()))
                .isEqualTo("CREATE TABLE k.t (id int PRIMARY KEY, a unknown_type)");
        assertThat(marks.get(0).styleClass()).isEqualTo("cql-error");
    }

    @Test
    void should_underline_the_last_token_when_the_error_is_at_the_end() {
        String text = "CREATE TABLE k.t (id int PRIMARY KEY";
        List<Diagnostic> errors = new CqlReader().syntaxErrors("x.cql", text);

        List<CqlMarks.Mark> marks = CqlMarks.of(text, errors);

        assertThat(marks).isNotEmpty();
        assertThat(marks.get(0).end()).isLessThanOrEqualTo(text.length());
        assertThat(marks.get(0).start()).isLessThan(marks.get(0).end());
    }
}
