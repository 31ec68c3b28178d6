package dev.keyspace.model.validation;

import java.util.LinkedHashMap;
import java.util.Map;

/** The caching map as CachingParams.fromMap reads it: keys ALL or NONE, rows_per_partition ALL, NONE or a count. */
final class CachingChecks {

    private CachingChecks() {}

    static void check(Map<String, String> caching) {
        Map<String, String> rest = new LinkedHashMap<>(caching);
        String keys = rest.remove("keys");
        if (keys != null && !keys.equalsIgnoreCase("ALL") && !keys.equalsIgnoreCase("NONE")) {
            throw OptionRefusal.of(
                    "Invalid value '%s' for caching sub-option 'keys': only 'ALL' and 'NONE' are allowed", keys);
        }
        String rows = rest.remove("rows_per_partition");
        if (rows != null
                && !rows.equalsIgnoreCase("ALL")
                && !rows.equalsIgnoreCase("NONE")
                && !OptionText.isNumeric(rows)) {
            throw OptionRefusal.of(
                    "Invalid value '%s' for caching sub-option 'rows_per_partition': only 'ALL', 'NONE', and integer "
                            + "values are allowed",
                    rows);
        }
        if (!rest.isEmpty()) {
            throw OptionRefusal.of(
                    "Invalid caching sub-options %s: only 'keys' and 'rows_per_partition' are allowed", rest.keySet());
        }
    }
}
