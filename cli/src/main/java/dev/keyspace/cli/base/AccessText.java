package dev.keyspace.cli.base;

import dev.keyspace.model.analysis.restrictions.Access;
import java.util.Locale;

/** How a SELECT reads data, in the words of {@code ksd queries --help}: single-partition+filtering, ... */
public final class AccessText {

    private AccessText() {}

    /** The access as documented in --help: kind, then +filtering, then +index:KIND. */
    public static String of(Access access) {
        String text = access.kind().name().toLowerCase(Locale.ROOT).replace('_', '-');
        if (access.needsFiltering()) {
            text += "+filtering";
        }
        return text
                + access.index()
                        .map(k -> "+index:" + k.name().toLowerCase(Locale.ROOT))
                        .orElse("");
    }
}
