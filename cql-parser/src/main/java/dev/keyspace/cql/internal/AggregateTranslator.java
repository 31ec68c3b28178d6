package dev.keyspace.cql.internal;

import dev.keyspace.model.analysis.restrictions.Term;
import dev.keyspace.model.analysis.restrictions.ValueCheck;
import dev.keyspace.model.edit.FunctionEdit;
import dev.keyspace.model.messages.CassandraFunctionMessages;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.FunctionSignature;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * CREATE and DROP AGGREGATE checked as Cassandra 5.0's {@code CreateAggregateStatement} and {@code
 * DropAggregateStatement} check them, in their order and words, then made with the model's function edits.
 */
final class AggregateTranslator {

    private AggregateTranslator() {}

    static SchemaChange create(Statement.CreateAggregate statement, Optional<Identifier> current) {
        return project -> {
            UserAggregate aggregate = statement.aggregate();
            String name = aggregate.name().internal();
            Identifier keyspaceName = Scope.keyspaceOf(statement.name(), current);
            FunctionTranslator.checkDirectives(statement.orReplace(), statement.ifNotExists());
            FunctionTranslator.checkName(CassandraFunctionMessages.AGGREGATE_NAME_INVALID, name);
            FunctionTranslator.checkNotFrozen(CassandraFunctionMessages.FROZEN_ARGUMENT, aggregate.argumentTypes());
            FunctionTranslator.checkNotFrozen(
                    CassandraFunctionMessages.FROZEN_STATE_TYPE, List.of(aggregate.stateType()));
            Keyspace keyspace = Scope.keyspace(project, keyspaceName);
            for (CqlType type : aggregate.stateFunctionArguments()) {
                Scope.checkUserTypes(keyspace, type);
            }
            String stateFunction = call(keyspaceName, aggregate.stateFunction(), aggregate.stateFunctionArguments());
            if (keyspace.aggregate(aggregate.stateFunction(), aggregate.stateFunctionArguments())
                    .isPresent()) {
                throw new SchemaProblem(
                        String.format(CassandraFunctionMessages.STATE_FUNCTION_NOT_SCALAR, stateFunction));
            }
            UserFunction state = keyspace.function(aggregate.stateFunction(), aggregate.stateFunctionArguments())
                    .orElseThrow(() -> new SchemaProblem(
                            String.format(CassandraFunctionMessages.STATE_FUNCTION_MISSING, stateFunction)));
            if (!sameType(state.returnType(), aggregate.stateType())) {
                throw new SchemaProblem(
                        String.format(CassandraFunctionMessages.STATE_FUNCTION_RETURN_TYPE, stateFunction));
            }
            CqlType returnType = state.returnType();
            if (aggregate.finalFunction().isPresent()) {
                Identifier last = aggregate.finalFunction().get();
                List<CqlType> lastArguments = List.of(aggregate.stateType());
                String finalFunction = call(keyspaceName, last, lastArguments);
                if (keyspace.aggregate(last, lastArguments).isPresent()) {
                    throw new SchemaProblem(
                            String.format(CassandraFunctionMessages.FINAL_FUNCTION_NOT_SCALAR, finalFunction));
                }
                returnType = keyspace.function(last, lastArguments)
                        .orElseThrow(() -> new SchemaProblem(
                                String.format(CassandraFunctionMessages.FINAL_FUNCTION_MISSING, finalFunction)))
                        .returnType();
            }
            checkInitialCondition(statement.initialCondition(), aggregate.stateType(), project.target());
            boolean noInitialValue = aggregate.initialCondition().isEmpty()
                    || statement
                            .initialCondition()
                            .filter(Term.Null.class::isInstance)
                            .isPresent();
            if (!state.calledOnNullInput() && noInitialValue) {
                throw new SchemaProblem(String.format(
                        CassandraFunctionMessages.NO_INITCOND,
                        name,
                        keyspaceName.internal() + "."
                                + aggregate.stateFunction().internal()));
            }
            if (keyspace.function(aggregate.name(), aggregate.argumentTypes()).isPresent()) {
                throw new SchemaProblem(String.format(CassandraFunctionMessages.AGGREGATE_REPLACES_FUNCTION, name));
            }
            Optional<UserAggregate> existing = keyspace.aggregate(aggregate.name(), aggregate.argumentTypes());
            if (existing.isPresent()) {
                if (statement.ifNotExists()) {
                    return project;
                }
                if (!statement.orReplace()) {
                    throw new SchemaProblem(String.format(CassandraFunctionMessages.AGGREGATE_EXISTS, name));
                }
                FunctionTranslator.checkCompatible(
                        CassandraFunctionMessages.AGGREGATE_RETURN_TYPE,
                        name,
                        returnType,
                        returnType(keyspace, existing.get()));
            }
            return new FunctionEdit.PutAggregate(keyspace.name(), aggregate).apply(project);
        };
    }

    static SchemaChange drop(Statement.DropAggregate statement, Optional<Identifier> current) {
        return project -> {
            Identifier keyspaceName = Scope.keyspaceOf(statement.name(), current);
            Identifier name = statement.name().name();
            String shown = FunctionTranslator.shownName(keyspaceName, name, statement.argumentTypes());
            Optional<Keyspace> keyspace = project.keyspace(keyspaceName);
            if (keyspace.isEmpty()) {
                return FunctionTranslator.absent(
                        project,
                        statement.ifExists(),
                        String.format(CassandraFunctionMessages.AGGREGATE_DOESNT_EXIST, shown));
            }
            List<UserAggregate> overloads = keyspace.get().aggregates().stream()
                    .filter(a -> a.name().equals(name))
                    .toList();
            long named = overloads.size()
                    + keyspace.get().functions().stream()
                            .filter(f -> f.name().equals(name))
                            .count();
            if (named > 1 && statement.argumentTypes().isEmpty()) {
                throw FunctionTranslator.ambiguous(CassandraFunctionMessages.DROP_AGGREGATE_AMBIGUOUS, name.internal());
            }
            FunctionTranslator.checkNotFrozen(
                    CassandraFunctionMessages.FROZEN_ARGUMENT,
                    statement.argumentTypes().orElse(List.of()));
            Optional<UserAggregate> aggregate = overloads.stream()
                    .filter(a -> statement.argumentTypes().isEmpty()
                            || FunctionSignature.matches(
                                    a.argumentTypes(), statement.argumentTypes().get()))
                    .findAny();
            if (aggregate.isEmpty()) {
                return FunctionTranslator.absent(
                        project,
                        statement.ifExists(),
                        String.format(CassandraFunctionMessages.AGGREGATE_DOESNT_EXIST, shown));
            }
            return new FunctionEdit.RemoveAggregate(
                            keyspaceName, name, aggregate.get().argumentTypes())
                    .apply(project);
        };
    }

    /**
     * INITCOND is read as a value of the state type (Terms.asBytes, for a column Cassandra names {@code (dummy)}):
     * a constant of the wrong kind, or one that does not parse for the type, is refused in Cassandra's words.
     */
    private static void checkInitialCondition(
            Optional<Term> initialCondition, CqlType stateType, CassandraVersion target) throws SchemaProblem {
        if (initialCondition.isPresent()) {
            Optional<String> refusal = ValueCheck.refusal(initialCondition.get(), stateType, "(dummy)", target);
            if (refusal.isPresent()) {
                throw new SchemaProblem(refusal.get());
            }
        }
    }

    /** What the aggregate returns: its final function's return type, or else its state function's. */
    static CqlType returnType(Keyspace keyspace, UserAggregate aggregate) {
        Optional<UserFunction> last =
                aggregate.finalFunction().flatMap(f -> keyspace.function(f, List.of(aggregate.stateType())));
        return last.or(() -> keyspace.function(aggregate.stateFunction(), aggregate.stateFunctionArguments()))
                .map(UserFunction::returnType)
                .orElse(aggregate.stateType());
    }

    private static boolean sameType(CqlType a, CqlType b) {
        return FunctionSignature.unfrozen(a).equals(FunctionSignature.unfrozen(b));
    }

    /** {@code ks.name(int, text)}, as Cassandra names a function it looked for. */
    private static String call(Identifier keyspace, Identifier function, List<CqlType> types) {
        return keyspace.internal() + "." + function.internal()
                + types.stream().map(CqlType::asCql).collect(Collectors.joining(", ", "(", ")"));
    }
}
