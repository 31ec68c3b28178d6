package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.GeneratedValues.freshIdentifier;
import static dev.keyspace.model.edit.GeneratedValues.nativeType;
import static dev.keyspace.model.edit.GeneratedValues.oneOf;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.UserType.Field;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Generators of column, key-role and user-defined-type edits that apply to the given project. */
final class ColumnEditGenerators {

    private record ColumnAt(TableRef table, Column column) {}

    private ColumnEditGenerators() {}

    static List<Gen<Edit>> applicable(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        List<TableRef> tables = project.allTables();
        if (!tables.isEmpty()) {
            edits.add(oneOf(tables).flatMap(t -> freshIdentifier(names(t)).flatMap(name -> Gens.of(ColumnRole.values())
                    .flatMap(role -> nativeType().flatMap(type -> Gens.integers(0, 3)
                            .map(position -> new ColumnEdit.Add(
                                    t.table().id(),
                                    new Column(
                                            name, type, role.kind(), position, role.order(), Optional.empty()))))))));
        }
        List<ColumnAt> columns = tables.stream()
                .flatMap(t -> t.table().columns().stream().map(c -> new ColumnAt(t, c)))
                .toList();
        if (!columns.isEmpty()) {
            Gen<ColumnAt> column = oneOf(columns);
            edits.add(column.flatMap(c -> freshIdentifier(names(c.table()))
                    .map(n -> new ColumnEdit.Rename(
                            c.table().table().id(), c.column().name(), n))));
            edits.add(column.flatMap(c -> columnType(c.table().keyspace())
                    .map(type -> new ColumnEdit.ChangeType(
                            c.table().table().id(), c.column().name(), type))));
            edits.add(column.flatMap(c -> Gens.of(
                            Optional.<ColumnMask>empty(),
                            Optional.of(ColumnMask.of("mask_default")),
                            Optional.of(ColumnMask.of("mask_inner", "1", "null")))
                    .map(mask -> new ColumnEdit.SetMask(
                            c.table().table().id(), c.column().name(), mask))));
            edits.add(column.flatMap(c -> Gens.of(
                            List.<ColumnConstraint>of(),
                            List.of(ColumnConstraint.notNull()),
                            List.of(ColumnConstraint.comparing(">", "0"), ColumnConstraint.unary("JSON", List.of())))
                    .map(constraints -> new ColumnEdit.SetConstraints(
                            c.table().table().id(), c.column().name(), constraints))));
            edits.add(column.flatMap(c -> Gens.of(Optional.<String>empty(), Optional.of("the guest's name"))
                    .map(comment -> new ColumnEdit.SetComment(
                            c.table().table().id(), c.column().name(), comment))));
            edits.add(column.flatMap(c -> Gens.of(ColumnRole.values())
                    .map(role -> new ColumnRoleEdit.SetRole(
                            c.table().table().id(), c.column().name(), role))));
        }
        List<ColumnAt> removable = columns.stream()
                .filter(c -> ColumnCascade.viewUsing(
                                c.table().keyspace(),
                                c.table().table().name(),
                                c.column().name())
                        .isEmpty())
                .toList();
        if (!removable.isEmpty()) {
            edits.add(oneOf(removable)
                    .map(c -> new ColumnEdit.Remove(
                            c.table().table().id(), c.column().name())));
            edits.add(oneOf(removable)
                    .map(c -> new ColumnEdit.Drop(
                            c.table().table().id(), c.column().name())));
        }
        List<ColumnAt> keyColumns =
                columns.stream().filter(c -> c.column().isPrimaryKey()).toList();
        if (!keyColumns.isEmpty()) {
            edits.add(oneOf(keyColumns).flatMap(c -> {
                long count = c.table().table().columns().stream()
                        .filter(other -> other.kind() == c.column().kind())
                        .count();
                return Gens.integers(0, (int) count - 1)
                        .map(p -> new ColumnRoleEdit.MoveKeyColumn(
                                c.table().table().id(), c.column().name(), p));
            }));
        }
        edits.addAll(typeEdits(project));
        return edits;
    }

    private static List<Gen<Edit>> typeEdits(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        if (project.keyspaces().isEmpty()) {
            return edits;
        }
        edits.add(oneOf(project.keyspaces())
                .flatMap(k -> freshIdentifier(typeNames(k)).flatMap(name -> nativeType()
                        .map(type -> new TypeEdit.Add(
                                k.name(), new UserType(name, List.of(new Field(Identifier.of("f"), type))))))));
        List<Map.Entry<Keyspace, UserType>> types = project.keyspaces().stream()
                .flatMap(k -> k.types().stream().map(t -> Map.entry(k, t)))
                .toList();
        if (types.isEmpty()) {
            return edits;
        }
        Gen<Map.Entry<Keyspace, UserType>> type = oneOf(types);
        edits.add(type.flatMap(e -> freshIdentifier(typeNames(e.getKey()))
                .map(n -> new TypeEdit.Rename(e.getKey().name(), e.getValue().name(), n))));
        edits.add(type.flatMap(e -> freshIdentifier(fieldNames(e.getValue())).flatMap(n -> nativeType()
                .map(t -> new TypeEdit.AddField(e.getKey().name(), e.getValue().name(), new Field(n, t))))));
        edits.add(type.map(e -> new TypeEdit.SetComment(
                e.getKey().name(),
                e.getValue().name(),
                e.getValue().comment().isPresent() ? Optional.empty() : Optional.of("a guest's address"))));
        List<Map.Entry<Keyspace, UserType>> unused = types.stream()
                .filter(e -> project.keyspaces().stream().allMatch(holder -> UserTypeRefs.firstUse(
                                holder, e.getKey().name(), e.getValue().name())
                        .isEmpty()))
                .toList();
        if (!unused.isEmpty()) {
            edits.add(oneOf(unused)
                    .map(e ->
                            new TypeEdit.Remove(e.getKey().name(), e.getValue().name())));
        }
        List<Map.Entry<Keyspace, UserType>> withFields =
                types.stream().filter(e -> !e.getValue().fields().isEmpty()).toList();
        if (!withFields.isEmpty()) {
            Gen<Map.Entry<Keyspace, UserType>> owner = oneOf(withFields);
            edits.add(owner.flatMap(e -> oneOf(e.getValue().fields())
                    .map(f -> new TypeEdit.RemoveField(
                            e.getKey().name(), e.getValue().name(), f.name()))));
            edits.add(owner.flatMap(
                    e -> oneOf(e.getValue().fields()).flatMap(f -> freshIdentifier(fieldNames(e.getValue()))
                            .map(n -> new TypeEdit.RenameField(
                                    e.getKey().name(), e.getValue().name(), f.name(), n)))));
            edits.add(owner.flatMap(e -> oneOf(e.getValue().fields()).flatMap(f -> nativeType()
                    .map(t -> new TypeEdit.ChangeFieldType(
                            e.getKey().name(), e.getValue().name(), f.name(), t)))));
            edits.add(owner.flatMap(e -> oneOf(e.getValue().fields())
                    .map(f -> new TypeEdit.SetFieldComment(
                            e.getKey().name(),
                            e.getValue().name(),
                            f.name(),
                            f.comment().isPresent() ? Optional.empty() : Optional.of("the street, 'as written'")))));
        }
        return edits;
    }

    /** A native type, or now and then a frozen reference to one of the keyspace's types, to link the two. */
    private static Gen<CqlType> columnType(Keyspace keyspace) {
        if (keyspace.types().isEmpty()) {
            return nativeType();
        }
        Gen<CqlType> udt = oneOf(keyspace.types()).map(t -> new UserTypeRef(Optional.empty(), t.name(), true));
        return Gens.frequency(Gens.weighted(3, nativeType()), Gens.weighted(1, udt));
    }

    private static List<Identifier> names(TableRef table) {
        return table.table().columns().stream().map(Column::name).toList();
    }

    private static List<Identifier> typeNames(Keyspace keyspace) {
        return keyspace.types().stream().map(UserType::name).toList();
    }

    private static List<Identifier> fieldNames(UserType type) {
        return type.fields().stream().map(Field::name).toList();
    }
}
