package dev.keyspace.cql;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.ReservedKeywords;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Builds a random schema that Cassandra 5.0 would accept: names of every kind (plain, reserved, unreserved
 * keywords, mixed case, quotes, unicode), every type shape, keys, static columns, masks, options, indexes
 * of each kind and materialized views.
 */
final class RandomSchema {

    private static final List<String> NAMES = List.of(
            "id",
            "name",
            "date",
            "timestamp",
            "key",
            "type",
            "role",
            "ttl",
            "values",
            "user",
            "Mixed",
            "ÜberName",
            "has space",
            "quote\"inside",
            "x1",
            "a_b",
            "count",
            "list",
            "text",
            "tags",
            "status",
            "when");
    private static final List<NativeType> KEY_TYPES = List.of(
            NativeType.TEXT,
            NativeType.INT,
            NativeType.BIGINT,
            NativeType.UUID,
            NativeType.TIMEUUID,
            NativeType.DATE,
            NativeType.TIMESTAMP,
            NativeType.SMALLINT,
            NativeType.ASCII,
            NativeType.VARCHAR,
            NativeType.BOOLEAN,
            NativeType.DECIMAL,
            NativeType.DOUBLE,
            NativeType.FLOAT,
            NativeType.INET,
            NativeType.TIME,
            NativeType.TINYINT,
            NativeType.VARINT,
            NativeType.BLOB);

    private final Random random;
    private final Set<String> used = new HashSet<>();
    private Identifier currentKeyspace;

    RandomSchema(Random random) {
        this.random = random;
    }

    Project project() {
        List<Keyspace> keyspaces = new ArrayList<>();
        int count = 1 + random.nextInt(2);
        for (int i = 0; i < count; i++) {
            keyspaces.add(keyspace());
        }
        return Project.empty("random").withKeyspaces(keyspaces);
    }

    private Keyspace keyspace() {
        Identifier name = freshDirectoryName();
        currentKeyspace = name;
        Replication replication = random.nextBoolean()
                ? Replication.simple(1 + random.nextInt(3))
                : Replication.networkTopology(Map.of("dc1", 1 + random.nextInt(3)));
        List<UserType> types = new ArrayList<>();
        for (int i = random.nextInt(3); i > 0; i--) {
            types.add(userType(types));
        }
        List<Table> tables = new ArrayList<>();
        List<Index> indexes = new ArrayList<>();
        List<MaterializedView> views = new ArrayList<>();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            Table table = table(name, types);
            tables.add(table);
            // an index Cassandra would refuse (an SAI option or type it does not take) is left out
            Keyspace sofar = new Keyspace(name, replication, true, types, tables, indexes, List.of());
            index(table)
                    .filter(index -> SchemaValidator.indexError(sofar, index, CassandraVersion.V5_0)
                            .isEmpty())
                    .ifPresent(indexes::add);
            view(name, table).ifPresent(views::add);
        }
        return new Keyspace(name, replication, random.nextBoolean(), types, tables, indexes, views);
    }

    private UserType userType(List<UserType> earlier) {
        List<UserType.Field> fields = new ArrayList<>();
        Set<String> fieldNames = new HashSet<>();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            String field = pick(NAMES);
            if (fieldNames.add(field)) {
                CqlType type = !earlier.isEmpty() && random.nextInt(3) == 0
                        ? new CqlType.UserTypeRef(
                                Optional.empty(),
                                earlier.get(random.nextInt(earlier.size())).name(),
                                true)
                        : nativeType(KEY_TYPES);
                fields.add(new UserType.Field(Identifier.of(field), type));
            }
        }
        return new UserType(fresh(), fields);
    }

    private Table table(Identifier keyspace, List<UserType> types) {
        Identifier name = freshDirectoryName();
        List<String> columnNames = new ArrayList<>(NAMES);
        java.util.Collections.shuffle(columnNames, random);
        int partition = 1 + random.nextInt(2);
        int clustering = random.nextInt(3);
        int regular = random.nextInt(4);
        int statics = clustering > 0 ? random.nextInt(2) : 0;
        List<Column> columns = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < partition; i++) {
            columns.add(new Column(
                    Identifier.of(columnNames.get(next++)),
                    keyType(types),
                    ColumnKind.PARTITION_KEY,
                    i,
                    ClusteringOrder.ASC,
                    Optional.empty()));
        }
        for (int i = 0; i < clustering; i++) {
            ClusteringOrder order = random.nextBoolean() ? ClusteringOrder.ASC : ClusteringOrder.DESC;
            columns.add(new Column(
                    Identifier.of(columnNames.get(next++)),
                    keyType(types),
                    ColumnKind.CLUSTERING,
                    i,
                    order,
                    Optional.empty()));
        }
        boolean counters = random.nextInt(6) == 0;
        for (int i = 0; i < statics + regular; i++) {
            ColumnKind kind = i < statics ? ColumnKind.STATIC : ColumnKind.REGULAR;
            CqlType type = counters ? CqlType.of(NativeType.COUNTER) : valueType(types);
            columns.add(new Column(
                    Identifier.of(columnNames.get(next++)),
                    type,
                    kind,
                    0,
                    ClusteringOrder.ASC,
                    counters ? Optional.empty() : mask(type)));
        }
        java.util.Collections.shuffle(columns, random);
        return new Table(ElementId.forTable(keyspace, name), name, columns, options(), false);
    }

    private Optional<Index> index(Table table) {
        List<Column> candidates = table.regularColumns().stream()
                .filter(c -> !c.type().isCounter() && targetKinds(c.type()).length > 0)
                .toList();
        if (candidates.isEmpty() || random.nextBoolean()) {
            return Optional.empty();
        }
        Column column = candidates.get(random.nextInt(candidates.size()));
        IndexTarget.Kind[] targetKinds = targetKinds(column.type());
        IndexTarget.Kind targetKind = targetKinds[random.nextInt(targetKinds.length)];
        IndexKind kind = IndexKind.values()[random.nextInt(IndexKind.values().length)];
        Optional<String> customClass =
                switch (kind) {
                    case CUSTOM -> Optional.of("com.example.Index");
                    case SASI -> Optional.of(Index.SASI_CLASS);
                    default -> Optional.empty();
                };
        Map<String, String> options = kind == IndexKind.LEGACY ? Map.of() : Map.of("case_sensitive", "false");
        return Optional.of(new Index(
                freshDirectoryName(),
                table.name(),
                kind,
                List.of(new IndexTarget(column.name(), targetKind)),
                customClass,
                options));
    }

    /** The index targets Cassandra accepts on a column of this type. */
    private static IndexTarget.Kind[] targetKinds(CqlType type) {
        if (type instanceof CqlType.MapType && type.isMultiCell()) {
            return new IndexTarget.Kind[] {
                IndexTarget.Kind.SIMPLE, IndexTarget.Kind.KEYS, IndexTarget.Kind.VALUES, IndexTarget.Kind.ENTRIES
            };
        }
        if (type.isCollection() && type.isMultiCell()) {
            return new IndexTarget.Kind[] {IndexTarget.Kind.SIMPLE, IndexTarget.Kind.VALUES};
        }
        if (type.isCollection()) {
            return new IndexTarget.Kind[] {IndexTarget.Kind.FULL};
        }
        return type instanceof CqlType.Native
                ? new IndexTarget.Kind[] {IndexTarget.Kind.SIMPLE}
                : new IndexTarget.Kind[0];
    }

    private Optional<MaterializedView> view(Identifier keyspace, Table table) {
        if (!table.staticColumns().isEmpty()
                || table.clustering().isEmpty()
                || table.isCounterTable()
                || random.nextBoolean()) {
            return Optional.empty();
        }
        List<Identifier> key = table.primaryKey().stream().map(Column::name).toList();
        List<Identifier> partition = List.of(key.get(key.size() - 1));
        List<MaterializedView.ClusteringKey> clustering = key.subList(0, key.size() - 1).stream()
                .map(c -> new MaterializedView.ClusteringKey(
                        c, random.nextBoolean() ? ClusteringOrder.ASC : ClusteringOrder.DESC))
                .toList();
        String where = key.stream().map(c -> c.asCql() + " IS NOT NULL").collect(Collectors.joining(" AND "));
        List<Identifier> selected = random.nextBoolean()
                ? List.of()
                : table.columns().stream().map(Column::name).toList();
        Identifier name = freshDirectoryName();
        return Optional.of(new MaterializedView(
                ElementId.forView(keyspace, name),
                name,
                table.name(),
                selected,
                where,
                partition,
                clustering,
                random.nextBoolean() ? TableOptions.NONE : options()));
    }

    private CqlType keyType(List<UserType> types) {
        return switch (random.nextInt(6)) {
            case 0 -> new CqlType.ListType(nativeType(KEY_TYPES), true);
            case 1 -> new CqlType.TupleType(List.of(nativeType(KEY_TYPES), nativeType(KEY_TYPES)));
            case 2 -> types.isEmpty() ? nativeType(KEY_TYPES) : udt(types, true);
            default -> nativeType(KEY_TYPES);
        };
    }

    private CqlType valueType(List<UserType> types) {
        return switch (random.nextInt(10)) {
            case 0 -> new CqlType.ListType(keyType(types).frozen(), false);
            case 1 -> new CqlType.SetType(nativeType(KEY_TYPES), random.nextBoolean());
            case 2 -> new CqlType.MapType(nativeType(KEY_TYPES), keyType(types).frozen(), random.nextBoolean());
            case 3 -> new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 1 + random.nextInt(2048));
            case 4 -> types.isEmpty() ? CqlType.of(NativeType.DURATION) : udt(types, random.nextBoolean());
            case 5 -> new CqlType.CustomType("org.apache.cassandra.db.marshal.BytesType");
            default -> nativeType(KEY_TYPES);
        };
    }

    private CqlType udt(List<UserType> types, boolean frozen) {
        return new CqlType.UserTypeRef(
                Optional.empty(), types.get(random.nextInt(types.size())).name(), frozen);
    }

    /** A mask Cassandra accepts on the type: mask_inner and a text replacement only on text columns. */
    private Optional<ColumnMask> mask(CqlType type) {
        boolean text = type instanceof CqlType.Native n
                && (n.type() == NativeType.TEXT || n.type() == NativeType.VARCHAR || n.type() == NativeType.ASCII);
        return switch (random.nextInt(5)) {
            case 0 -> text ? Optional.of(ColumnMask.of("mask_inner", "1", "NULL")) : Optional.empty();
            case 1 -> Optional.of(ColumnMask.of("mask_default"));
            case 2 -> text
                    ? Optional.of(new ColumnMask(
                            Optional.of(Identifier.of("system")), Identifier.of("mask_replace"), List.of("'it''s'")))
                    : Optional.empty();
            default -> Optional.empty();
        };
    }

    private TableOptions options() {
        Map<String, OptionValue> options = new LinkedHashMap<>();
        if (random.nextBoolean()) {
            options.put("comment", new OptionValue.Text(pick(NAMES) + " it's \"q\" " + random.nextInt()));
        }
        if (random.nextBoolean()) {
            options.put("gc_grace_seconds", OptionValue.number(random.nextInt(1_000_000)));
        }
        if (random.nextBoolean()) {
            Map<String, OptionValue> compaction = new LinkedHashMap<>();
            compaction.put("class", new OptionValue.Text("LeveledCompactionStrategy"));
            compaction.put("enabled", new OptionValue.Bool(random.nextBoolean()));
            compaction.put("sstable_size_in_mb", new OptionValue.Number("160"));
            options.put("compaction", new OptionValue.MapValue(compaction));
        }
        if (random.nextBoolean()) {
            options.put("bloom_filter_fp_chance", new OptionValue.Number("0.0" + (1 + random.nextInt(9))));
        }
        return new TableOptions(options);
    }

    private CqlType nativeType(List<NativeType> choices) {
        return CqlType.of(choices.get(random.nextInt(choices.size())));
    }

    /**
     * A fresh name for a keyspace, table, view or index: Cassandra makes directories of those, so it takes only word
     * characters (quoted names such as "Mixed" or reserved words still come up).
     */
    private Identifier freshDirectoryName() {
        Identifier name = fresh();
        while (!name.internal().matches("\\w+")) {
            name = fresh();
        }
        return name;
    }

    /** A name not used yet anywhere in the schema: from the pool when possible, else numbered. */
    private Identifier fresh() {
        String base = random.nextInt(4) == 0
                ? new ArrayList<>(ReservedKeywords.all())
                        .get(random.nextInt(ReservedKeywords.all().size()))
                : pick(NAMES);
        String name = base;
        for (int i = 2; !used.add(name); i++) {
            name = base + i;
        }
        return Identifier.of(name);
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}
