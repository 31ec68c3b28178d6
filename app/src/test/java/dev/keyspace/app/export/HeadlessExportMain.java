package dev.keyspace.app.export;

import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Path;

/** Run in a fresh JVM by {@link HeadlessRendererTest}: exports one view of the hotel sample, as the CLI will. */
public final class HeadlessExportMain {

    private HeadlessExportMain() {}

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        ViewKind view = ViewKind.valueOf(args[1]);
        HeadlessRenderer.export(
                HotelSample.build(), view, ExportFormat.ofFile(file).orElseThrow(), file);
        System.out.println("exported " + file);
        FxRuntime.shutdown();
    }
}
