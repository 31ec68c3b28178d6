package dev.keyspace.app.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The .deb the installer profile builds, installed on this machine as a user installs it: ksd is on the PATH and
 * checks a sample, the desktop entry opens the designer (under Xvfb, with a screenshot left in target/installer),
 * and removing the package leaves no file of it behind. Needs root or password-less sudo; run by
 * {@code mvn -B -P installer -pl app -am verify -Dtest=NONE -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("installer")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class InstalledPackageIT {

    private static final String PACKAGE = "keyspace-designer";
    private static final Path INSTALLED = Path.of("/opt/keyspace-designer");
    private static final Path ON_PATH = Path.of("/usr/bin/ksd");
    private static final Path MENU_ENTRY =
            Path.of("/usr/share/applications/keyspace-designer-keyspace-designer.desktop");

    private static final Path INSTALLER = Path.of(System.getProperty("ksd.installer.dir", "target/installer"));
    private static final Path SAMPLE =
            Path.of(System.getProperty("ksd.samples.dir", "../samples")).resolve("hotel/hotel.ksd.json");

    @TempDir
    static Path home;

    /** The system's packages before the test: what the test installs beside ours, it removes again. */
    private static Set<String> packagesBefore;

    @BeforeAll
    static void install() throws Exception {
        packagesBefore = installedPackages();
        assertThat(packagesBefore)
                .as("%s is not installed before the test", PACKAGE)
                .doesNotContain(PACKAGE);
        if (!Files.isDirectory(Path.of("/etc/xdg/menus"))) {
            // a desktop's menu, as on the machines the package is for (a bare server has none)
            Commands.Result menu = Commands.asRoot(List.of("apt-get", "install", "-y", "-q", "lxmenu-data"));
            assertThat(menu.exitCode()).as(menu.output()).isZero();
        }
        // apt resolves what the package depends on (xdg-utils, GTK) where dpkg alone would stop
        Commands.Result installed =
                Commands.asRoot(List.of("apt-get", "install", "-y", "-q", "--no-install-recommends", deb().toString()));
        assertThat(installed.exitCode()).as(installed.output()).isZero();
    }

    @AfterAll
    static void removeWhatTheTestInstalled() throws Exception {
        Set<String> added = new TreeSet<>(installedPackages());
        added.removeAll(packagesBefore);
        if (!added.isEmpty()) {
            List<String> purge = new ArrayList<>(List.of("apt-get", "purge", "-y", "-q"));
            purge.addAll(added);
            Commands.asRoot(purge);
        }
    }

    private static Set<String> installedPackages() throws Exception {
        Commands.Result listed = Commands.run(List.of("dpkg-query", "-W", "-f=${Package} ${db:Status-Abbrev}\n"));
        return listed.output()
                .lines()
                .filter(line -> line.endsWith(" ii ") || line.endsWith(" ii"))
                .map(line -> line.substring(0, line.indexOf(' ')))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Path deb() throws IOException {
        try (Stream<Path> files = Files.list(INSTALLER)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".deb"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no .deb in " + INSTALLER + ": build with -P installer"));
        }
    }

    @Test
    @Order(1)
    void should_put_ksd_on_the_path_and_check_a_sample_with_no_jdk_of_its_own() throws Exception {
        assertThat(Files.readSymbolicLink(ON_PATH)).isEqualTo(INSTALLED.resolve("bin/ksd"));
        Map<String, String> env = Map.of("KSD_HOME", home.toString(), "PATH", "/usr/bin:/bin");

        Commands.Result version = Commands.run(List.of("ksd", "--version"), env);
        assertThat(version.exitCode()).as(version.output()).isZero();
        assertThat(version.output()).contains("ksd");

        Commands.Result check =
                Commands.run(List.of("ksd", "check", SAMPLE.toAbsolutePath().toString()), env);
        assertThat(check.exitCode()).as(check.output()).isIn(0, 1);
        assertThat(check.output()).contains("hotels_by_poi");
        assertThat(Files.exists(INSTALLED.resolve("lib/runtime/bin/java")))
                .as("runs on the runtime it brings")
                .isTrue();
    }

    @Test
    @Order(2)
    void should_open_the_designer_from_its_desktop_entry_on_a_file() throws Exception {
        String entry = Files.readString(MENU_ENTRY);
        assertThat(entry)
                .contains("Name=Keyspace Designer")
                .contains("Exec=" + INSTALLED.resolve("bin/" + PACKAGE) + " %F");
        assertThat(entry).contains("application/x-keyspace-designer-project").contains("text/x-cql");

        Path shot = INSTALLER.resolve("installed-designer.png");
        List<String> launch =
                new ArrayList<>(List.of(INSTALLED.resolve("bin/" + PACKAGE).toString()));
        launch.add(SAMPLE.toAbsolutePath().toString());
        String firstFrame = VirtualScreen.openUntil(launch, home, "first frame drawn", shot);
        assertThat(firstFrame).contains("first frame drawn");
        assertThat(Files.size(shot)).as("a screenshot of the drawn window").isPositive();
    }

    @Test
    @Order(3)
    void should_leave_nothing_behind_when_removed() throws Exception {
        Commands.Result removed = Commands.asRoot(List.of("dpkg", "--purge", PACKAGE));
        assertThat(removed.exitCode()).as(removed.output()).isZero();
        assertThat(Commands.run(List.of("dpkg-query", "-W", PACKAGE)).exitCode())
                .isNotZero();
        assertThat(INSTALLED).doesNotExist();
        assertThat(Files.exists(ON_PATH, java.nio.file.LinkOption.NOFOLLOW_LINKS))
                .as(ON_PATH + " removed")
                .isFalse();
        assertThat(MENU_ENTRY).doesNotExist();
        Path mimeTypes = Path.of("/usr/share/mime/packages");
        if (Files.isDirectory(mimeTypes)) {
            try (Stream<Path> mime = Files.list(mimeTypes)) {
                assertThat(mime.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains(PACKAGE));
            }
        }
        removeWhatTheTestInstalled();
        assertThat(installedPackages()).as("the system's packages as before").isEqualTo(packagesBefore);
    }
}
