package dev.keyspace.cql.internal;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.FunctionEdit;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserFunction;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * CREATE and DROP FUNCTION checked as Cassandra 5.0's {@code CreateFunctionStatement} and {@code
 * DropFunctionStatement} check them, in their order and words, then made with the model's function edits.
 * The body is not compiled here: a Java body that does not compile is refused only by a node.
 */
final class FunctionTranslator {

    private FunctionTranslator() {}

    static SchemaChange create(Statement.CreateFunction statement, Optional<Identifier> current) {
        return project -> {
            UserFunction function = statement.function();
            String name = function.name().internal();
            Identifier keyspaceName = Scope.keyspaceOf(statement.name(), current);
            checkDirectives(statement.orReplace(), statement.ifNotExists());
            if (!"java".equals(function.language())) {
                throw new SchemaProblem("Currently only Java UDFs are available in Cassandra."
                        + " For more information - CASSANDRA-18252 and CASSANDRA-17281");
            }
            checkName("Function", name);
            List<Identifier> argumentNames = function.arguments().stream()
                    .map(UserFunction.Argument::name)
                    .toList();
            if (new HashSet<>(argumentNames).size() != argumentNames.size()) {
                throw new SchemaProblem("Duplicate argument names for given function " + name
                        + " with argument names "
                        + argumentNames.stream().map(Identifier::internal).collect(Collectors.joining(", ", "[", "]")));
            }
            checkNotFrozen("Argument", function.argumentTypes());
            checkNotFrozen("Return type", List.of(function.returnType()));
            Keyspace keyspace = Scope.keyspace(project, keyspaceName);
            for (CqlType type : function.argumentTypes()) {
                Scope.checkUserTypes(keyspace, type);
            }
            Scope.checkUserTypes(keyspace, function.returnType());
            if (keyspace.aggregate(function.name(), function.argumentTypes()).isPresent()) {
                throw new SchemaProblem("Function '" + name + "' cannot replace an aggregate");
            }
            Optional<UserFunction> existing = keyspace.function(function.name(), function.argumentTypes());
            if (existing.isPresent()) {
                if (statement.ifNotExists()) {
                    return project;
                }
                if (!statement.orReplace()) {
                    throw new SchemaProblem("Function '" + name + "' already exists");
                }
                if (existing.get().calledOnNullInput() != function.calledOnNullInput()) {
                    throw new SchemaProblem("Function '" + name + "' must have "
                            + (function.calledOnNullInput() ? "CALLED ON NULL INPUT" : "RETURNS NULL ON NULL INPUT")
                            + " directive");
                }
                checkCompatible(
                        "function", name, function.returnType(), existing.get().returnType(), "is not");
            }
            return new FunctionEdit.PutFunction(keyspace.name(), function).apply(project);
        };
    }

    static SchemaChange drop(Statement.DropFunction statement, Optional<Identifier> current) {
        return project -> {
            Identifier keyspaceName = Scope.keyspaceOf(statement.name(), current);
            Identifier name = statement.name().name();
            String shown = shownName(keyspaceName, name, statement.argumentTypes());
            Optional<Keyspace> keyspace = project.keyspace(keyspaceName);
            if (keyspace.isEmpty()) {
                return absent(project, statement.ifExists(), "Function '" + shown + "' doesn't exist");
            }
            List<UserFunction> overloads = keyspace.get().functions().stream()
                    .filter(f -> f.name().equals(name))
                    .toList();
            long named = overloads.size()
                    + keyspace.get().aggregates().stream()
                            .filter(a -> a.name().equals(name))
                            .count();
            if (named > 1 && statement.argumentTypes().isEmpty()) {
                throw ambiguous("FUNCTION", name.internal());
            }
            checkNotFrozen("Argument", statement.argumentTypes().orElse(List.of()));
            Optional<UserFunction> function = overloads.stream()
                    .filter(f -> statement.argumentTypes().isEmpty()
                            || FunctionSignature.matches(
                                    f.argumentTypes(), statement.argumentTypes().get()))
                    .findAny();
            if (function.isEmpty()) {
                return absent(project, statement.ifExists(), "Function '" + shown + "' doesn't exist");
            }
            String users = keyspace.get().aggregates().stream()
                    .filter(a -> FunctionEdit.uses(a, name, function.get().argumentTypes()))
                    .map(a -> keyspaceName.internal() + "." + a.name().internal())
                    .collect(Collectors.joining(", "));
            if (!users.isEmpty()) {
                throw new SchemaProblem("Function '" + shown + "' is still referenced by aggregates " + users);
            }
            String masked = keyspace.get().tables().stream()
                    .filter(t -> t.columns().stream().anyMatch(c -> c.mask()
                            .filter(m -> m.function().equals(name)
                                    && m.keyspace().filter(keyspaceName::equals).isPresent())
                            .isPresent()))
                    .map(t -> t.name().internal())
                    .collect(Collectors.joining(", "));
            if (!masked.isEmpty()) {
                throw new SchemaProblem(
                        "Function '" + shown + "' is still referenced by column masks in tables " + masked);
            }
            return new FunctionEdit.RemoveFunction(
                            keyspaceName, name, function.get().argumentTypes())
                    .apply(project);
        };
    }

    static void checkDirectives(boolean orReplace, boolean ifNotExists) throws SchemaProblem {
        if (orReplace && ifNotExists) {
            throw new SchemaProblem("Cannot use both 'OR REPLACE' and 'IF NOT EXISTS' directives");
        }
    }

    static void checkName(String what, String name) throws SchemaProblem {
        if (name.contains("/") || name.contains("[") || name.contains("]")) {
            throw new SchemaProblem(what + " name '" + name + "' is invalid");
        }
    }

    /** Arguments (and return or state types) may not be frozen, except tuples and vectors, which always are. */
    static void checkNotFrozen(String what, List<CqlType> types) throws SchemaProblem {
        for (CqlType type : types) {
            if (!FunctionSignature.unfrozen(type).equals(type)) {
                throw new SchemaProblem(what + " '" + type.asCql()
                        + "' cannot be frozen; remove frozen<> modifier from '" + type.asCql() + "'");
            }
        }
    }

    /** Cassandra lets a replacement change its return type only to a compatible one; equal is always compatible. */
    static void checkCompatible(String what, String name, CqlType wanted, CqlType existing, String isNot)
            throws SchemaProblem {
        if (!FunctionSignature.unfrozen(wanted).equals(FunctionSignature.unfrozen(existing))) {
            throw new SchemaProblem("Cannot replace " + what + " '" + name + "', the new return type " + wanted.asCql()
                    + " " + isNot + " compatible with the return type " + existing.asCql() + " of existing function");
        }
    }

    static String shownName(Identifier keyspace, Identifier name, Optional<List<CqlType>> argumentTypes) {
        String qualified = keyspace.internal() + "." + name.internal();
        return argumentTypes
                .map(types ->
                        qualified + types.stream().map(CqlType::asCql).collect(Collectors.joining(", ", "(", ")")))
                .orElse(qualified);
    }

    static Project absent(Project project, boolean ifExists, String message) throws SchemaProblem {
        if (ifExists) {
            return project;
        }
        throw new SchemaProblem(message);
    }

    static SchemaProblem ambiguous(String what, String name) {
        return new SchemaProblem("'DROP " + what + " " + name + "' matches multiple function definitions; "
                + "specify the argument types by issuing a statement like 'DROP " + what + " " + name
                + " (type, type, ...)'. You can use cqlsh 'DESCRIBE " + what + " " + name
                + "' command to find all overloads");
    }
}
