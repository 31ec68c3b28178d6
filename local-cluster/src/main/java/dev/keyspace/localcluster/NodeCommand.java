package dev.keyspace.localcluster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The command line that runs one Cassandra node in the foreground. */
final class NodeCommand {
    static final String MAIN_CLASS = "org.apache.cassandra.service.CassandraDaemon";

    /**
     * First JVM argument, naming the node directory. The operating system reports only the first 4096
     * characters of a command line to Java, and the classpath alone is longer, so the main class is not
     * visible there; this marker is, and it tells which node a pid belongs to.
     */
    static final String NODE_MARKER = "-Dkeyspace.designer.node=";

    /** Cassandra's own JPMS list for JDK 17 (conf/jvm17-server.options); Java 11 accepts it too. */
    private static final List<String> JPMS_FLAGS = List.of(
            "-Djdk.attach.allowAttachSelf=true",
            "--add-exports",
            "java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-exports",
            "java.management.rmi/com.sun.jmx.remote.internal.rmi=ALL-UNNAMED",
            "--add-exports",
            "java.rmi/sun.rmi.registry=ALL-UNNAMED",
            "--add-exports",
            "java.rmi/sun.rmi.server=ALL-UNNAMED",
            "--add-exports",
            "java.sql/java.sql=ALL-UNNAMED",
            "--add-exports",
            "java.base/java.lang.ref=ALL-UNNAMED",
            "--add-exports",
            "jdk.unsupported/sun.misc=ALL-UNNAMED",
            "--add-exports",
            "jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED",
            "--add-exports",
            "jdk.attach/sun.tools.attach=ALL-UNNAMED",
            "--add-opens",
            "java.base/java.lang.module=ALL-UNNAMED",
            "--add-opens",
            "java.base/jdk.internal.loader=ALL-UNNAMED",
            "--add-opens",
            "java.base/jdk.internal.ref=ALL-UNNAMED",
            "--add-opens",
            "java.base/jdk.internal.reflect=ALL-UNNAMED",
            "--add-opens",
            "java.base/jdk.internal.math=ALL-UNNAMED",
            "--add-opens",
            "java.base/jdk.internal.module=ALL-UNNAMED",
            "--add-opens",
            "java.base/jdk.internal.util.jar=ALL-UNNAMED",
            "--add-opens",
            "jdk.management/com.sun.management.internal=ALL-UNNAMED",
            "--add-opens",
            "java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens",
            "java.base/java.io=ALL-UNNAMED",
            "--add-opens",
            "java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens",
            "jdk.compiler/com.sun.tools.javac=ALL-UNNAMED",
            "--add-opens",
            "java.base/java.lang=ALL-UNNAMED",
            "--add-opens",
            "java.base/java.util=ALL-UNNAMED",
            "-Dio.netty.tryReflectionSetAccessible=true",
            "-Dio.netty.allocator.useCacheForAllThreads=true",
            "-Dio.netty.allocator.maxOrder=11");

    static final String QUICK_COMPILER = "-XX:TieredStopAtLevel=1";

    private static final List<Path> SETPRIV_LOCATIONS = List.of(Path.of("/usr/bin/setpriv"), Path.of("/bin/setpriv"));

    private NodeCommand() {}

    static List<String> build(NodeSpec spec, JavaRuntime java, CassandraRuntime cassandra) {
        Path dir = spec.directory().toAbsolutePath();
        List<String> command = new ArrayList<>(withoutMemoryLocking());
        command.add(java.executable().toString());
        command.addAll(List.of(
                marker(spec),
                "-Xms" + Math.min(256, spec.heapMegabytes()) + "m",
                "-Xmx" + spec.heapMegabytes() + "m",
                "-XX:+UseG1GC",
                "-XX:MaxGCPauseMillis=300",
                "-XX:+ExitOnOutOfMemoryError",
                "-Xss512k",
                "-XX:+PerfDisableSharedMem",
                "-Djava.io.tmpdir=" + dir.resolve("tmp"),
                "-Djava.net.preferIPv4Stack=true",
                "-Dcassandra.config=" + dir.resolve("cassandra.yaml").toUri(),
                "-Dcassandra.storagedir=" + dir,
                "-Dcassandra.logdir=" + dir.resolve("logs"),
                "-Dcassandra-foreground=yes",
                "-Dlogback.configurationFile=" + dir.resolve("logback.xml").toUri(),
                // documented CassandraRelevantProperties that make a throw-away node start fast
                "-Dcassandra.skip_wait_for_gossip_to_settle=0",
                "-Dcassandra.ring_delay_ms=" + spec.ringDelayMillis(),
                "-Dcassandra.superuser_setup_delay_ms=0",
                "-Dcassandra.consistent.rangemovement=false",
                "-Dcassandra.unsafesystem=true",
                // local JMX only (loopback, no remote port): ksd prove reads table histograms and flushes
                "-Dcassandra.jmx.local.port=" + spec.jmxPort()));
        if (spec.quickCompiler()) {
            command.add(QUICK_COMPILER);
        }
        command.addAll(JPMS_FLAGS);
        command.addAll(List.of("-cp", cassandra.classpath(), MAIN_CLASS));
        return List.copyOf(command);
    }

    static String marker(NodeSpec spec) {
        return NODE_MARKER + spec.directory().toAbsolutePath();
    }

    /**
     * As root, Cassandra's mlockall succeeds and pins the whole committed heap (RSS 1.2 GB instead of
     * 0.7 GB). Dropping CAP_IPC_LOCK makes it fail harmlessly, as it does for every other user. Only root
     * may drop a capability from the bounding set, so this applies to root alone.
     */
    private static List<String> withoutMemoryLocking() {
        Optional<Path> setpriv =
                SETPRIV_LOCATIONS.stream().filter(Files::isExecutable).findFirst();
        if (setpriv.isEmpty() || !runningAsRoot()) {
            return List.of();
        }
        return List.of(setpriv.get().toString(), "--bounding-set=-ipc_lock", "--inh-caps=-ipc_lock");
    }

    private static boolean runningAsRoot() {
        Path status = Path.of("/proc/self/status");
        try {
            if (Files.isReadable(status)) {
                return Files.readAllLines(status).stream()
                        .filter(line -> line.startsWith("Uid:"))
                        .anyMatch(line -> line.split("\\s+")[1].equals("0"));
            }
        } catch (IOException e) {
            // fall through to the user name
        }
        return "root".equals(System.getProperty("user.name"));
    }
}
