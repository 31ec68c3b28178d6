package dev.keyspace.localcluster.junit;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.LocalCluster;
import java.util.Optional;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Starts the cluster a {@link LocalCassandra} test class asks for, once per run, and resolves
 * {@link LocalCluster} and {@link CqlSession} parameters. Registered through {@link LocalCassandra}.
 */
public final class LocalCassandraExtension implements BeforeAllCallback, ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(LocalCassandraExtension.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        shared(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == LocalCluster.class || type == CqlSession.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        SharedCluster shared = shared(context);
        return parameter.getParameter().getType() == LocalCluster.class ? shared.cluster() : shared.session();
    }

    /** @Nested classes inherit the cluster of the class around them. */
    private static Optional<LocalCassandra> annotationOnClassOrEnclosing(Class<?> type) {
        for (Class<?> current = type; current != null; current = current.getEnclosingClass()) {
            Optional<LocalCassandra> found = AnnotationSupport.findAnnotation(current, LocalCassandra.class);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static SharedCluster shared(ExtensionContext context) {
        LocalCassandra wanted = context.getTestClass()
                .flatMap(LocalCassandraExtension::annotationOnClassOrEnclosing)
                .orElseThrow(() -> new ExtensionConfigurationException(
                        "LocalCassandraExtension needs @LocalCassandra on the test class"));
        String key = wanted.nodes() + " nodes, " + wanted.authentication();
        // the root store lives for the whole run, so every class shares the cluster and JUnit closes it at the end
        return context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(
                        key,
                        ignored -> SharedCluster.start(wanted.nodes(), wanted.authentication()),
                        SharedCluster.class);
    }
}
