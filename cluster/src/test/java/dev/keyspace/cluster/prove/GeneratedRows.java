package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.DataTypes;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;

/** The values {@code ksd prove} binds for the rows of a plan, computed without a node (native columns only). */
final class GeneratedRows {

    private GeneratedRows() {}

    /** The value the loader binds for a column of a row, as the driver's type of the column takes it. */
    static Object value(ValueGenerator values, TablePlan plan, Column column, int p, long r, int textBytes) {
        return value(values, plan, column, plan.seed(column, p, r), textBytes);
    }

    /** The value of a column for a seed, as the loader and the query runner bind it. */
    static Object value(ValueGenerator values, TablePlan plan, Column column, long seed, int textBytes) {
        return values.value(driverType(column.type()), plan.prefixOf(column), seed, plan.bytesOf(column, textBytes));
    }

    private static DataType driverType(CqlType type) {
        if (!(type instanceof CqlType.Native n)) {
            throw new IllegalArgumentException("the generated designs have native columns only, not " + type);
        }
        return switch (n.type()) {
            case TEXT, VARCHAR -> DataTypes.TEXT;
            case INT -> DataTypes.INT;
            case BIGINT -> DataTypes.BIGINT;
            case SMALLINT -> DataTypes.SMALLINT;
            case BOOLEAN -> DataTypes.BOOLEAN;
            case DATE -> DataTypes.DATE;
            case DOUBLE -> DataTypes.DOUBLE;
            case TIMESTAMP -> DataTypes.TIMESTAMP;
            case UUID -> DataTypes.UUID;
            case TIMEUUID -> DataTypes.TIMEUUID;
            default -> throw new IllegalArgumentException("no driver type here for " + n.type());
        };
    }
}
