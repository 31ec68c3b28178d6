package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.context.DriverContext;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.api.core.metadata.Metadata;
import com.datastax.oss.driver.api.core.metrics.Metrics;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.type.reflect.GenericType;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A session whose statements run at the proof's consistency level unless they name their own: the one place the
 * load, the row counts, the queries and the workload (single statements and batches alike) take it from, so that
 * no statement of a proof slips back to the driver's default. Closing it leaves the session it wraps open.
 */
final class ConsistentSession implements CqlSession {

    private final CqlSession session;
    private final ConsistencyLevel consistency;

    ConsistentSession(CqlSession session, ConsistencyLevel consistency) {
        this.session = session;
        this.consistency = consistency;
    }

    @Override
    public <RequestT extends Request, ResultT> ResultT execute(RequestT request, GenericType<ResultT> resultType) {
        if (request instanceof Statement<?> statement && statement.getConsistencyLevel() == null) {
            return session.execute(statement.setConsistencyLevel(consistency), resultType);
        }
        return session.execute(request, resultType);
    }

    @Override
    public String getName() {
        return session.getName();
    }

    @Override
    public Metadata getMetadata() {
        return session.getMetadata();
    }

    @Override
    public boolean isSchemaMetadataEnabled() {
        return session.isSchemaMetadataEnabled();
    }

    @Override
    public CompletionStage<Metadata> setSchemaMetadataEnabled(Boolean newValue) {
        return session.setSchemaMetadataEnabled(newValue);
    }

    @Override
    public CompletionStage<Metadata> refreshSchemaAsync() {
        return session.refreshSchemaAsync();
    }

    @Override
    public CompletionStage<Boolean> checkSchemaAgreementAsync() {
        return session.checkSchemaAgreementAsync();
    }

    @Override
    public DriverContext getContext() {
        return session.getContext();
    }

    @Override
    public Optional<CqlIdentifier> getKeyspace() {
        return session.getKeyspace();
    }

    @Override
    public Optional<Metrics> getMetrics() {
        return session.getMetrics();
    }

    @Override
    public CompletionStage<Void> closeFuture() {
        return session.closeFuture();
    }

    @Override
    public CompletionStage<Void> closeAsync() {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletionStage<Void> forceCloseAsync() {
        return CompletableFuture.completedFuture(null);
    }
}
