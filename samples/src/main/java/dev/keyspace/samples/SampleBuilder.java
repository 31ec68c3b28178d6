package dev.keyspace.samples;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

/** Shorthands the sample builders share, so each sample reads like its data model. */
final class SampleBuilder {

    static final CqlType TEXT = CqlType.of(NativeType.TEXT);
    static final CqlType INT = CqlType.of(NativeType.INT);
    static final CqlType BIGINT = CqlType.of(NativeType.BIGINT);
    static final CqlType DECIMAL = CqlType.of(NativeType.DECIMAL);
    static final CqlType DOUBLE = CqlType.of(NativeType.DOUBLE);
    static final CqlType DATE = CqlType.of(NativeType.DATE);
    static final CqlType TIMESTAMP = CqlType.of(NativeType.TIMESTAMP);
    static final CqlType TIMEUUID = CqlType.of(NativeType.TIMEUUID);
    static final CqlType UUID = CqlType.of(NativeType.UUID);
    static final CqlType SMALLINT = CqlType.of(NativeType.SMALLINT);
    static final CqlType BOOLEAN = CqlType.of(NativeType.BOOLEAN);

    private SampleBuilder() {}

    /** A binary relationship with the cardinality on each connector and its own attributes, if any. */
    static Relationship relationship(
            String id,
            String name,
            ElementId left,
            Cardinality leftCardinality,
            ElementId right,
            Cardinality rightCardinality,
            Attribute... attributes) {
        return new Relationship(
                ElementId.of("relationship:" + id),
                name,
                List.of(Participant.of(left, leftCardinality), Participant.of(right, rightCardinality)),
                List.of(attributes));
    }

    static ElementId tableId(String keyspace, String table) {
        return ElementId.forTable(Identifier.of(keyspace), Identifier.of(table));
    }

    /** A table whose comment names the query it serves, as the method recommends. */
    static Table table(String keyspace, String name, String comment, List<Column> columns) {
        return new Table(
                tableId(keyspace, name),
                Identifier.of(name),
                columns,
                TableOptions.NONE.with("comment", OptionValue.text(comment)),
                false);
    }

    static Column pk(String name, CqlType type, int position) {
        return Column.partitionKey(name, type, position);
    }

    static Column asc(String name, CqlType type, int position) {
        return Column.clustering(name, type, position, ClusteringOrder.ASC);
    }

    static Column desc(String name, CqlType type, int position) {
        return Column.clustering(name, type, position, ClusteringOrder.DESC);
    }

    static Column col(String name, CqlType type) {
        return Column.regular(name, type);
    }

    static AttributeRef ref(ElementId owner, String attribute) {
        return new AttributeRef(owner, attribute);
    }

    static Ordering ordering(ElementId owner, String attribute, ClusteringOrder direction) {
        return new Ordering(ref(owner, attribute), direction);
    }

    static AccessPattern pattern(
            List<AttributeRef> equality,
            List<AttributeRef> range,
            List<Ordering> ordering,
            List<AttributeRef> returned) {
        return new AccessPattern(equality, range, ordering, returned);
    }

    static ElementId queryId(int n) {
        return ElementId.of("query:q" + n);
    }

    static Query query(int n, String description, AccessPattern pattern, ElementId servedBy) {
        return new Query(queryId(n), "Q" + n, description, pattern, Optional.of(servedBy));
    }

    static Task task(String id, String name) {
        return new Task(ElementId.of("task:" + id), name);
    }

    /** A workflow arrow running the queries numbered {@code n}; a null {@code from} is an entry point. */
    static Transition transition(String id, String from, String to, int... n) {
        return new Transition(
                ElementId.of("transition:" + id),
                Optional.ofNullable(from).map(f -> ElementId.of("task:" + f)),
                ElementId.of("task:" + to),
                IntStream.of(n).mapToObj(SampleBuilder::queryId).toList());
    }
}
