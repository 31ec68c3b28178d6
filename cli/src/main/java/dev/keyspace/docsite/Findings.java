package dev.keyspace.docsite;

import dev.keyspace.analysis.lint.Finding;
import java.util.List;
import java.util.Locale;
import org.jsoup.nodes.Element;

/** Findings of the checker as {@code ksd check} prints them: severity, rule, message and fix. */
final class Findings {

    private Findings() {}

    static void list(Element parent, List<Finding> findings) {
        Element list = parent.appendElement("ul").addClass("findings");
        for (Finding finding : findings) {
            String severity = finding.severity().name().toLowerCase(Locale.ROOT);
            Element item = list.appendElement("li").addClass(severity);
            item.appendElement("strong").text(severity + " " + finding.ruleId());
            item.appendText(": " + finding.message() + " (fix: " + finding.fix() + ")");
        }
    }
}
