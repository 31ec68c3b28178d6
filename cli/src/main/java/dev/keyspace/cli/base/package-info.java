/**
 * What every {@code ksd} command stands on: its exit codes, the user error that ends it with exit 2, the version it
 * reports, and the reading of the project and CQL files it is given. Below the commands and their sub-packages, so
 * that none of them depends back on the command line's root.
 */
package dev.keyspace.cli.base;
