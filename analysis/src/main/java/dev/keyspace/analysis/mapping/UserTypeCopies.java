package dev.keyspace.analysis.mapping;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The user-defined types a proposed table refers to that its keyspace lacks: copied from another keyspace of
 * the project when one defines them (the method's hotel and reservation keyspaces each have their own
 * address), otherwise named in the rationale for the designer to create.
 */
final class UserTypeCopies {

    private UserTypeCopies() {}

    /** The edits that copy the missing types into the proposal's keyspace, where the project has them. */
    static List<Edit> missing(Project project, TableProposal proposal) {
        if (proposal.kind() == TableProposal.Kind.INDEX) {
            return List.of();
        }
        Optional<Keyspace> target = project.keyspace(proposal.keyspace());
        if (target.isEmpty()) {
            return List.of();
        }
        List<Edit> edits = new ArrayList<>();
        for (Identifier name : missingNames(target.get(), proposal.table())) {
            definition(project, name).ifPresent(type -> edits.add(new TypeEdit.Add(proposal.keyspace(), type)));
        }
        return edits;
    }

    static List<String> notes(Keyspace keyspace, Table table, Project project) {
        List<String> notes = new ArrayList<>();
        for (Identifier name : missingNames(keyspace, table)) {
            notes.add(
                    definition(project, name).isPresent()
                            ? "Type: " + name.asCql() + " is copied into keyspace "
                                    + keyspace.name().asCql() + " from another keyspace when the table is accepted"
                            : "Type: user-defined type " + name.asCql() + " is defined in no keyspace; create it in "
                                    + keyspace.name().asCql() + " (or change the attribute's type)");
        }
        return notes;
    }

    private static Set<Identifier> missingNames(Keyspace keyspace, Table table) {
        Set<Identifier> names = new LinkedHashSet<>();
        for (Column column : table.columns()) {
            for (CqlType.UserTypeRef ref : column.type().userTypes()) {
                if (ref.keyspace().isEmpty() && keyspace.type(ref.name()).isEmpty()) {
                    names.add(ref.name());
                }
            }
        }
        return names;
    }

    private static Optional<UserType> definition(Project project, Identifier name) {
        return project.keyspaces().stream().flatMap(k -> k.type(name).stream()).findFirst();
    }
}
