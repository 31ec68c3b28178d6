package dev.keyspace.model.io;

import static dev.keyspace.model.io.IdCodec.identifier;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;

/** Writes and reads user-defined functions and aggregates; types as CQL text, names in their internal form. */
final class FunctionCodec {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private FunctionCodec() {}

    static ObjectNode encode(UserFunction function) {
        ObjectNode json = JSON.objectNode();
        json.put("name", function.name().internal());
        json.set("arguments", SchemaEncoder.array(function.arguments(), argument -> {
            ObjectNode a = JSON.objectNode();
            a.put("name", argument.name().internal());
            a.put("type", argument.type().asCql());
            return a;
        }));
        json.put("calledOnNullInput", function.calledOnNullInput());
        json.put("returnType", function.returnType().asCql());
        json.put("language", function.language());
        json.put("body", function.body());
        return json;
    }

    static ObjectNode encode(UserAggregate aggregate) {
        ObjectNode json = JSON.objectNode();
        json.put("name", aggregate.name().internal());
        json.set("argumentTypes", SchemaEncoder.array(aggregate.argumentTypes(), t -> JSON.textNode(t.asCql())));
        json.put("stateFunction", aggregate.stateFunction().internal());
        json.put("stateType", aggregate.stateType().asCql());
        SchemaEncoder.putOptional(
                json, "finalFunction", aggregate.finalFunction().map(Identifier::internal));
        SchemaEncoder.putOptional(json, "initialCondition", aggregate.initialCondition());
        return json;
    }

    static UserFunction function(JsonCursor json) {
        json.object("name", "arguments", "calledOnNullInput", "returnType", "language", "body");
        return json.build(() -> new UserFunction(
                identifier(json, "name"),
                json.list("arguments", argument -> {
                    argument.object("name", "type");
                    return argument.build(() ->
                            new UserFunction.Argument(identifier(argument, "name"), IdCodec.type(argument, "type")));
                }),
                json.bool("calledOnNullInput"),
                IdCodec.type(json, "returnType"),
                json.string("language"),
                json.string("body")));
    }

    static UserAggregate aggregate(JsonCursor json) {
        json.object("name", "argumentTypes", "stateFunction", "stateType", "finalFunction", "initialCondition");
        return json.build(() -> new UserAggregate(
                identifier(json, "name"),
                json.<CqlType>list("argumentTypes", IdCodec::type),
                identifier(json, "stateFunction"),
                IdCodec.type(json, "stateType"),
                json.optionalField("finalFunction").map(IdCodec::identifier),
                json.optionalString("initialCondition")));
    }
}
