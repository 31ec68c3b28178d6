package dev.keyspace.cli.base;

import picocli.CommandLine.IVersionProvider;

/** ksd --version: the version of the build ({@link dev.keyspace.installation.AppVersion}). */
public final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"ksd " + version(), "Keyspace Designer for Apache Cassandra 5.0"};
    }

    public static String version() {
        return dev.keyspace.installation.AppVersion.version();
    }
}
