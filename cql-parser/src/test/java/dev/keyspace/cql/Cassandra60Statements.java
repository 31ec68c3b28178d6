package dev.keyspace.cql;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Generated Cassandra 6.0 DDL (CHECK constraints, NOT NULL, transactional_mode, fast_path, auto_repair, CREATE TABLE ... LIKE, COMMENT ON
 * TABLE, COLUMN, KEYSPACE, TYPE and FIELD) on a keyspace {@code ks}, that cassandra-all 6.0-alpha2's classes accept: each script a CREATE TABLE whose
 * columns draw constraints from every form, then the statements that change or copy it.
 */
final class Cassandra60Statements {

    private static final String[] OPERATORS = {"=", "!=", "<", "<=", ">", ">="};
    private static final String[] MODES = {"off", "mixed_reads", "full"};

    private final Random random;

    Cassandra60Statements(long seed) {
        this.random = new Random(seed);
    }

    /** One script: the keyspace, a table using 6.0's DDL, and statements on it. */
    String script(int n) {
        String table = "t" + n;
        List<String> statements = new ArrayList<>();
        statements.add(Imports.KS.strip());
        typeStatements(n, statements);
        statements.add("CREATE TABLE ks." + table + " (\n"
                + "    k int PRIMARY KEY,\n"
                + "    price int" + (random.nextBoolean() ? " NOT NULL" : "") + " CHECK price "
                + (random.nextBoolean() ? "> " + random.nextInt(1000) + " AND price < 100000" : operator() + " 5")
                + ",\n"
                + "    name text CHECK " + textConstraint() + ",\n"
                + "    doc text CHECK " + (random.nextBoolean() ? "JSON" : "json") + ",\n"
                + "    code ascii CHECK REGEXP() " + (random.nextBoolean() ? "=" : "!=") + " '[A-Z]+'"
                + ",\n"
                + "    data blob CHECK OCTET_LENGTH() " + operator() + " " + (1 + random.nextInt(64)) + ",\n"
                + "    plain text\n"
                + ") WITH transactional_mode = '" + MODES[random.nextInt(MODES.length)] + "'"
                + fastPath()
                + autoRepair());
        statements.add("ALTER TABLE ks." + table + " ALTER plain CHECK " + textConstraint());
        if (random.nextBoolean()) {
            statements.add("ALTER TABLE ks." + table + " ALTER " + (random.nextBoolean() ? "IF EXISTS " : "")
                    + "doc DROP CHECK");
        }
        statements.add("ALTER TABLE ks." + table + " ADD extra bigint CHECK extra >= 0");
        statements.add("COMMENT ON COLUMN ks." + table + ".name IS 'the name; it''s " + n + "'");
        statements.add("COMMENT ON TABLE ks." + table + " IS 'table " + n + "'");
        if (random.nextBoolean()) {
            statements.add("COMMENT ON KEYSPACE ks IS $$keyspace's " + n + "$$");
        }
        if (random.nextBoolean()) {
            statements.add("COMMENT ON COLUMN ks." + table + ".name IS NULL");
        }
        statements.add("CREATE TABLE " + (random.nextBoolean() ? "IF NOT EXISTS " : "") + "ks." + table
                + "_copy LIKE ks." + table
                + (random.nextBoolean() ? " WITH COMMENTS AND gc_grace_seconds = 3600" : ""));
        return String.join(";\n", statements) + ";\n";
    }

    /**
     * A type with comments on it and its fields, then now and then a field added or renamed (which drop them all in
     * 6.0-alpha2), comments set again or removed.
     */
    private void typeStatements(int n, List<String> statements) {
        String type = "ks.addr" + n;
        statements.add(
                "CREATE TYPE " + type + " (street text, city text" + (random.nextBoolean() ? ", zip int" : "") + ")");
        statements.add("COMMENT ON TYPE " + type + " IS 'an address; it''s " + n + "'");
        statements.add("COMMENT ON FIELD " + type + ".city IS $$the city's name$$");
        if (random.nextBoolean()) {
            statements.add("COMMENT ON FIELD " + type + ".street IS 'street " + n + "'");
        }
        switch (random.nextInt(4)) {
            case 0 -> statements.add("ALTER TYPE " + type + " ADD IF NOT EXISTS country text");
            case 1 -> statements.add("ALTER TYPE " + type + " RENAME street TO road");
            case 2 -> statements.add("ALTER TYPE " + type + " ADD IF NOT EXISTS city text"); // no change
            default -> {}
        }
        if (random.nextBoolean()) {
            statements.add("COMMENT ON FIELD " + type + ".city IS 'city again'");
        }
        if (random.nextBoolean()) {
            statements.add("COMMENT ON TYPE " + type + " IS NULL");
        }
    }

    private String textConstraint() {
        return switch (random.nextInt(4)) {
            case 0 -> "LENGTH() " + operator() + " " + (1 + random.nextInt(200));
            case 1 -> "length() > 0 AND LENGTH() <= 100";
            case 2 -> "LENGTH() < 50 AND NOT NULL";
            default -> "NOT NULL";
        };
    }

    private String operator() {
        return OPERATORS[random.nextInt(OPERATORS.length)];
    }

    /** No fast_path, one of its named strategies, or a size (6.0-alpha2's CREATE cannot take dcs: it misprints them). */
    private String fastPath() {
        return switch (random.nextInt(4)) {
            case 0 -> "";
            case 1 -> " AND fast_path = 'simple'";
            case 2 -> " AND fast_path = 'keyspace'";
            default -> " AND fast_path = {'size': '" + (1 + random.nextInt(5)) + "'}";
        };
    }

    /** No auto_repair, or some of its switches and a priority. */
    private String autoRepair() {
        if (random.nextBoolean()) {
            return "";
        }
        return " AND auto_repair = {'full_enabled': '" + random.nextBoolean() + "', 'incremental_enabled': '"
                + random.nextBoolean() + "', 'priority': '" + random.nextInt(10) + "'}";
    }
}
