package dev.keyspace.cql.internal;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.FunctionEdit;
import dev.keyspace.model.messages.CassandraFunctionMessages;
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
                throw new SchemaProblem(CassandraFunctionMessages.ONLY_JAVA);
            }
            checkName(CassandraFunctionMessages.FUNCTION_NAME_INVALID, name);
            List<Identifier> argumentNames = function.arguments().stream()
                    .map(UserFunction.Argument::name)
                    .toList();
            if (new HashSet<>(argumentNames).size() != argumentNames.size()) {
                throw new SchemaProblem(String.format(
                        CassandraFunctionMessages.DUPLICATE_ARGUMENT_NAMES,
                        name,
                        argumentNames.stream().map(Identifier::internal).collect(Collectors.joining(", ", "[", "]"))));
            }
            checkNotFrozen(CassandraFunctionMessages.FROZEN_ARGUMENT, function.argumentTypes());
            checkNotFrozen(CassandraFunctionMessages.FROZEN_RETURN_TYPE, List.of(function.returnType()));
            Keyspace keyspace = Scope.keyspace(project, keyspaceName);
            for (CqlType type : function.argumentTypes()) {
                Scope.checkUserTypes(keyspace, type);
            }
            Scope.checkUserTypes(keyspace, function.returnType());
            if (keyspace.aggregate(function.name(), function.argumentTypes()).isPresent()) {
                throw new SchemaProblem(String.format(CassandraFunctionMessages.FUNCTION_REPLACES_AGGREGATE, name));
            }
            Optional<UserFunction> existing = keyspace.function(function.name(), function.argumentTypes());
            if (existing.isPresent()) {
                if (statement.ifNotExists()) {
                    return project;
                }
                if (!statement.orReplace()) {
                    throw new SchemaProblem(String.format(CassandraFunctionMessages.FUNCTION_EXISTS, name));
                }
                if (existing.get().calledOnNullInput() != function.calledOnNullInput()) {
                    throw new SchemaProblem(String.format(
                            CassandraFunctionMessages.FUNCTION_NULL_INPUT,
                            name,
                            function.calledOnNullInput() ? "CALLED ON NULL INPUT" : "RETURNS NULL ON NULL INPUT"));
                }
                checkCompatible(
                        CassandraFunctionMessages.FUNCTION_RETURN_TYPE,
                        name,
                        function.returnType(),
                        existing.get().returnType());
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
                return absent(
                        project,
                        statement.ifExists(),
                        String.format(CassandraFunctionMessages.FUNCTION_DOESNT_EXIST, shown));
            }
            List<UserFunction> overloads = keyspace.get().functions().stream()
                    .filter(f -> f.name().equals(name))
                    .toList();
            long named = overloads.size()
                    + keyspace.get().aggregates().stream()
                            .filter(a -> a.name().equals(name))
                            .count();
            if (named > 1 && statement.argumentTypes().isEmpty()) {
                throw ambiguous(CassandraFunctionMessages.DROP_FUNCTION_AMBIGUOUS, name.internal());
            }
            checkNotFrozen(
                    CassandraFunctionMessages.FROZEN_ARGUMENT,
                    statement.argumentTypes().orElse(List.of()));
            Optional<UserFunction> function = overloads.stream()
                    .filter(f -> statement.argumentTypes().isEmpty()
                            || FunctionSignature.matches(
                                    f.argumentTypes(), statement.argumentTypes().get()))
                    .findAny();
            if (function.isEmpty()) {
                return absent(
                        project,
                        statement.ifExists(),
                        String.format(CassandraFunctionMessages.FUNCTION_DOESNT_EXIST, shown));
            }
            String users = keyspace.get().aggregates().stream()
                    .filter(a -> FunctionEdit.uses(a, name, function.get().argumentTypes()))
                    .map(a -> keyspaceName.internal() + "." + a.name().internal())
                    .collect(Collectors.joining(", "));
            if (!users.isEmpty()) {
                throw new SchemaProblem(
                        String.format(CassandraFunctionMessages.FUNCTION_USED_BY_AGGREGATES, shown, users));
            }
            String masked = keyspace.get().tables().stream()
                    .filter(t -> t.columns().stream().anyMatch(c -> c.mask()
                            .filter(m -> m.function().equals(name)
                                    && m.keyspace().filter(keyspaceName::equals).isPresent())
                            .isPresent()))
                    .map(t -> t.name().internal())
                    .collect(Collectors.joining(", "));
            if (!masked.isEmpty()) {
                throw new SchemaProblem(String.format(CassandraFunctionMessages.FUNCTION_USED_BY_MASKS, shown, masked));
            }
            return new FunctionEdit.RemoveFunction(
                            keyspaceName, name, function.get().argumentTypes())
                    .apply(project);
        };
    }

    static void checkDirectives(boolean orReplace, boolean ifNotExists) throws SchemaProblem {
        if (orReplace && ifNotExists) {
            throw new SchemaProblem(CassandraFunctionMessages.BOTH_DIRECTIVES);
        }
    }

    static void checkName(String pattern, String name) throws SchemaProblem {
        if (name.contains("/") || name.contains("[") || name.contains("]")) {
            throw new SchemaProblem(String.format(pattern, name));
        }
    }

    /** Arguments (and return or state types) may not be frozen, except tuples and vectors, which always are. */
    static void checkNotFrozen(String pattern, List<CqlType> types) throws SchemaProblem {
        for (CqlType type : types) {
            if (!FunctionSignature.unfrozen(type).equals(type)) {
                throw new SchemaProblem(String.format(pattern, type.asCql(), type.asCql()));
            }
        }
    }

    /** Cassandra lets a replacement change its return type only to a compatible one; equal is always compatible. */
    static void checkCompatible(String pattern, String name, CqlType wanted, CqlType existing) throws SchemaProblem {
        if (!FunctionSignature.unfrozen(wanted).equals(FunctionSignature.unfrozen(existing))) {
            throw new SchemaProblem(String.format(pattern, name, wanted.asCql(), existing.asCql()));
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

    static SchemaProblem ambiguous(String pattern, String name) {
        return new SchemaProblem(String.format(pattern, name, name, name));
    }
}
