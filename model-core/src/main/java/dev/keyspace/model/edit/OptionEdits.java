package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.schema.TableOptions;
import java.util.Locale;

/** What the option edits of tables and views share: option names kept in lower case, and unsetting an option. */
final class OptionEdits {

    private OptionEdits() {}

    /** An option's name as the options keep it: names are case-insensitive. */
    static String name(String option) {
        return option.toLowerCase(Locale.ROOT);
    }

    /** The options without {@code option}, which must be set: "table hotel.rooms has no option comment". */
    static TableOptions without(TableOptions options, String option, String owner) {
        if (options.get(option).isEmpty()) {
            throw rejected("%s has no option %s", owner, option);
        }
        return options.without(option);
    }
}
