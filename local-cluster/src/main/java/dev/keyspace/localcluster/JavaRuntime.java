package dev.keyspace.localcluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The Java installation that runs Cassandra, and the check that Cassandra 5.0 can run on it. */
public record JavaRuntime(Path home, int featureVersion) {
    private static final Pattern RELEASE_VERSION = Pattern.compile("^JAVA_VERSION=\"([^\"]+)\"", Pattern.MULTILINE);
    private static final Pattern VERSION_OUTPUT = Pattern.compile("version \"([^\"]+)\"");
    private static final List<Integer> SUPPORTED = List.of(11, 17);

    /**
     * JAVA_HOME when it is set and can run Cassandra, otherwise the Java running this program if it can;
     * when neither can, the one a user would expect (JAVA_HOME first), so the refusal names it.
     */
    public static JavaRuntime detect() {
        List<JavaRuntime> candidates = new ArrayList<>();
        String javaHome = System.getenv("JAVA_HOME");
        if (javaHome != null && !javaHome.isBlank() && Files.isDirectory(Path.of(javaHome))) {
            candidates.add(at(Path.of(javaHome)));
        }
        candidates.add(at(Path.of(System.getProperty("java.home"))));
        return candidates.stream()
                .filter(JavaRuntime::supportsCassandra)
                .findFirst()
                .orElse(candidates.get(0));
    }

    public static JavaRuntime at(Path home) {
        Path java = home.resolve("bin").resolve(isWindows() ? "java.exe" : "java");
        if (!Files.isExecutable(java)) {
            throw new LocalClusterException("There is no java executable in " + home
                    + "; set JAVA_HOME to a Java 11 or 17 installation to run Cassandra.");
        }
        int feature = versionFromReleaseFile(home).orElseGet(() -> versionFromExecutable(java));
        return new JavaRuntime(home, feature);
    }

    public Path executable() {
        return home.resolve("bin").resolve(isWindows() ? "java.exe" : "java");
    }

    public boolean supportsCassandra() {
        return SUPPORTED.contains(featureVersion);
    }

    /** Throws a one-sentence explanation unless this is Java 11 or 17. */
    public JavaRuntime requireSupported() {
        if (!supportsCassandra()) {
            throw new NodeStartException(
                    StartFailure.Kind.UNSUPPORTED_JAVA,
                    "Cassandra 5.0 runs only on Java 11 or 17, but " + home + " is Java " + featureVersion
                            + "; set JAVA_HOME to a Java 11 or 17 installation.",
                    List.of());
        }
        return this;
    }

    static int featureOf(String version) {
        String[] parts = version.split("[.+\\-_]");
        int first = Integer.parseInt(parts[0]);
        return first == 1 && parts.length > 1 ? Integer.parseInt(parts[1]) : first;
    }

    private static Optional<Integer> versionFromReleaseFile(Path home) {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release)) {
            return Optional.empty();
        }
        try {
            Matcher matcher = RELEASE_VERSION.matcher(Files.readString(release, StandardCharsets.UTF_8));
            return matcher.find() ? Optional.of(featureOf(matcher.group(1))) : Optional.empty();
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static int versionFromExecutable(Path java) {
        try {
            Process process = new ProcessBuilder(java.toString(), "-version")
                    .redirectErrorStream(true)
                    .start();
            process.getOutputStream().close();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new LocalClusterException(java + " -version did not answer within 30 s.");
            }
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            Matcher matcher = VERSION_OUTPUT.matcher(output);
            if (!matcher.find()) {
                throw new LocalClusterException("Could not tell which Java version " + java + " is.");
            }
            return featureOf(matcher.group(1));
        } catch (IOException e) {
            throw new LocalClusterException("Could not run " + java + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LocalClusterException("Interrupted while asking " + java + " for its version.", e);
        }
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "")
                .toLowerCase(java.util.Locale.ROOT)
                .startsWith("windows");
    }
}
