package dev.keyspace.app.designer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/** The last files opened or saved, newest first, kept in the user's preferences. */
public final class RecentFiles {

    static final int MAX = 10;
    private static final String KEY = "recent.";

    private final Preferences preferences;

    public RecentFiles(Preferences preferences) {
        this.preferences = preferences;
    }

    public static RecentFiles forUser() {
        return new RecentFiles(Preferences.userNodeForPackage(RecentFiles.class));
    }

    public List<Path> list() {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < MAX; i++) {
            String value = preferences.get(KEY + i, null);
            if (value != null) {
                files.add(Path.of(value));
            }
        }
        return files;
    }

    public void add(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        List<Path> files = new ArrayList<>(list());
        files.remove(absolute);
        files.add(0, absolute);
        for (int i = 0; i < MAX; i++) {
            if (i < files.size()) {
                preferences.put(KEY + i, files.get(i).toString());
            } else {
                preferences.remove(KEY + i);
            }
        }
    }
}
