/**
 * What {@code ksd} finds at run time when the designer is installed beside it ({@link java.util.ServiceLoader}): the
 * designer's window ({@code ksd open}) and the diagram renderer ({@code ksd export --png/--svg}). The command line
 * itself needs no JavaFX; the app module provides both services.
 */
package dev.keyspace.cli.spi;
