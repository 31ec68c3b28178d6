package dev.keyspace.localcluster.junit;

import dev.keyspace.localcluster.Authentication;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs the test class against real Cassandra nodes. Each distinct (nodes, authentication) pair is started
 * once per test run and shared by every class that asks for it; it is stopped when the run ends, even
 * after failures. Test methods and constructors may declare {@link dev.keyspace.localcluster.LocalCluster}
 * and {@link com.datastax.oss.driver.api.core.CqlSession} parameters.
 *
 * <p>The session is shared too: tests should create their own keyspace and not close it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(LocalCassandraExtension.class)
public @interface LocalCassandra {
    int nodes() default 1;

    Authentication authentication() default Authentication.ALLOW_ALL;
}
