package dev.keyspace.cli.optimize;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A size as a user writes it: {@code 500GB}, {@code 1.5 TB}, {@code 200GiB}, {@code 4096} (bytes). Every unit is a
 * power of 1024, KB as KiB, as ksd prints sizes ({@code SizingFigures}).
 */
public final class SpaceSize implements ITypeConverter<Long> {

    private static final Pattern SIZE = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*([a-zA-Z]*)\\s*");

    @Override
    public Long convert(String value) {
        Matcher m = SIZE.matcher(value);
        if (!m.matches()) {
            throw new TypeConversionException("'" + value + "' is not a size such as 500GB, 1.5TB or 200GiB");
        }
        double unit =
                switch (m.group(2).toUpperCase(Locale.ROOT)) {
                    case "", "B" -> 1;
                    case "KB", "KIB" -> 1L << 10;
                    case "MB", "MIB" -> 1L << 20;
                    case "GB", "GIB" -> 1L << 30;
                    case "TB", "TIB" -> 1L << 40;
                    default -> throw new TypeConversionException(
                            "'" + m.group(2) + "' is not a unit of size: B, KB, MB, GB, TB, KiB, MiB, GiB or TiB");
                };
        double bytes = Double.parseDouble(m.group(1)) * unit;
        if (bytes >= Long.MAX_VALUE) {
            throw new TypeConversionException("'" + value + "' is too large");
        }
        return (long) bytes;
    }
}
