package dev.keyspace.cli.spi;

import dev.keyspace.cli.base.UserErrorException;
import java.util.Optional;
import java.util.ServiceLoader;

/** Finds the designer's services, or says plainly that this installation has no designer. */
public final class Services {

    private Services() {}

    public static Designer designer() {
        return find(Designer.class, "open the designer");
    }

    public static DiagramRenderer diagramRenderer() {
        return find(DiagramRenderer.class, "draw diagrams (--png, --svg); --cql needs no designer");
    }

    /** The diagram renderer, when the designer is installed beside the command line. */
    public static Optional<DiagramRenderer> diagramRendererIfInstalled() {
        return ServiceLoader.load(DiagramRenderer.class).findFirst();
    }

    private static <S> S find(Class<S> service, String what) {
        return ServiceLoader.load(service)
                .findFirst()
                .orElseThrow(() -> new UserErrorException("ksd cannot " + what + ": the designer (Keyspace Designer's"
                        + " app module) is not installed beside the command line."));
    }
}
