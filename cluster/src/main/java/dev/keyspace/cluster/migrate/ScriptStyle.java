package dev.keyspace.cluster.migrate;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file-name conventions of the migration runners people use with Cassandra: how a script's version and
 * description make its name, how the version is read back from the names already in a folder, and whether the
 * runner takes a down script beside each up one. Every style writes {@code --} line comments, which all of them
 * accept (cassandra-migration takes line comments only).
 */
public enum ScriptStyle {
    /** {@code 0001_add_guest_email.cql}: numbered scripts for any runner, or for cqlsh -f in order. */
    PLAIN("plain", "^(\\d{4,})_([a-z0-9_]+)\\.cql$"),
    /** {@code 1_add_guest_email.cql}: cassandra-migration (Contrast Security, patka), version before the "_". */
    CASSANDRA_MIGRATION("cassandra-migration", "^(\\d+)_(.+)\\.cql$"),
    /** {@code v001_add_guest_email.cql}: cassandra-migrate (Cobli), "v", a zero-padded version, "_", a name. */
    CASSANDRA_MIGRATE("cassandra-migrate", "^v(\\d+)_(.+)\\.cql$"),
    /** {@code 1_add_guest_email.up.cql} and {@code .down.cql}: golang-migrate, {version}_{title}.{up|down}.{ext}. */
    GOLANG_MIGRATE("golang-migrate", "^(\\d+)_(.*)\\.(down|up)\\.cql$"),
    /** {@code V1__add_guest_email.cql}: Flyway's versioned migrations, V{version}__{description}. */
    FLYWAY("flyway", "^V(\\d+)__(.+)\\.cql$");

    private final String option;
    private final Pattern names;

    ScriptStyle(String option, String names) {
        this.option = option;
        this.names = Pattern.compile(names);
    }

    /** As {@code --style} names it. */
    public String option() {
        return option;
    }

    /** The names this style's runner reads as its scripts, the version in group 1. */
    public Pattern names() {
        return names;
    }

    public static ScriptStyle of(String option) {
        for (ScriptStyle style : values()) {
            if (style.option.equals(option.toLowerCase(Locale.ROOT))) {
                return style;
            }
        }
        throw new IllegalArgumentException("unknown style '" + option + "'; the styles are " + options());
    }

    public static List<String> options() {
        return java.util.Arrays.stream(values()).map(ScriptStyle::option).toList();
    }

    /** Whether each script has a down script that reverses it. */
    public boolean hasDownScripts() {
        return this == GOLANG_MIGRATE;
    }

    /** The script's file name; {@code down} only for a style with down scripts. */
    public String fileName(long version, String description, boolean down) {
        switch (this) {
            case PLAIN:
                return String.format(Locale.ROOT, "%04d_%s.cql", version, description);
            case CASSANDRA_MIGRATE:
                return String.format(Locale.ROOT, "v%03d_%s.cql", version, description);
            case GOLANG_MIGRATE:
                return version + "_" + description + (down ? ".down.cql" : ".up.cql");
            case FLYWAY:
                return "V" + version + "__" + description + ".cql";
            default:
                return version + "_" + description + ".cql";
        }
    }

    /** The highest version among the file names this style reads as scripts, if any. */
    public OptionalLong lastVersion(Collection<String> fileNames) {
        OptionalLong last = OptionalLong.empty();
        for (String name : fileNames) {
            Matcher matcher = names.matcher(name);
            if (matcher.matches() && matcher.group(1).length() < 18) {
                long version = Long.parseLong(matcher.group(1));
                if (last.isEmpty() || version > last.getAsLong()) {
                    last = OptionalLong.of(version);
                }
            }
        }
        return last;
    }
}
