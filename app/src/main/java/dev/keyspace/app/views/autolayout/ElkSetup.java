package dev.keyspace.app.views.autolayout;

import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.data.LayoutMetaDataService;

/**
 * Registers ELK's layout meta data outside Eclipse. {@link LayoutMetaDataService#getInstance()} loads
 * {@code CoreOptions} and every {@code ILayoutMetaDataProvider} named in META-INF/services of the jars it
 * sees; a shaded jar whose service files were not merged would miss the layered algorithm, so it is
 * registered by hand when absent.
 */
final class ElkSetup {

    private static boolean done;

    private ElkSetup() {}

    static synchronized void ensureRegistered() {
        if (done) {
            return;
        }
        LayoutMetaDataService service = LayoutMetaDataService.getInstance();
        if (service.getAlgorithmData(LayeredOptions.ALGORITHM_ID) == null) {
            service.registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
        }
        done = true;
    }
}
