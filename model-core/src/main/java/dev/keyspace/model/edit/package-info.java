/**
 * Every change to a {@link dev.keyspace.model.Project}: {@link dev.keyspace.model.edit.Edit}s and the
 * {@link dev.keyspace.model.edit.History} that applies, undoes and redoes them.
 *
 * <p>Conventions the catalogue keeps:
 *
 * <ul>
 *   <li>One sealed interface per element kind ({@code TableEdit}, {@code ColumnEdit}, ...), one small record
 *       per change. Tables, views, entities, relationships, queries, tasks and transitions are addressed by
 *       their stable id; keyspaces, types and indexes by keyspace and name; columns by table id and name.
 *   <li>The members of a keyspace (types, tables, indexes, views, functions, aggregates) are added, replaced,
 *       removed, renamed and changed by the steps of {@code MemberEdit}, over the list {@code KeyspaceMembers}
 *       names; a kind's records say only what they check and what follows (ADR 0022).
 *   <li>An edit's label is built from its own fields, so a rename or removal addressed by id also carries the
 *       name it shows ("Rename table hotels to hotel_by_id"), and is rejected if the element no longer has
 *       that name: an edit prepared for a stale view never changes something the user did not see.
 *   <li>An edit either returns the new project or throws {@link dev.keyspace.model.edit.EditRejectedException}
 *       with a message naming the element. Edits reject what would leave a dangling link (a duplicate name, a
 *       missing table, a type still in use) and accept designs Cassandra would refuse but the checker reports
 *       (a static column without clustering columns, a table without a partition key).
 *   <li>Renames and removals cascade wherever the model links elements by name: index targets, views, type
 *       references, sizing keys, query attribute references, workflow transitions and layout nodes.
 *   <li>No edit writes inverse code: the history keeps the project before and after each entry.
 *   <li>A whole schema read from CQL (the CQL pane, a merged file) becomes these same edits:
 *       {@link dev.keyspace.model.edit.SchemaReconciliation} (ADR 0020).
 * </ul>
 */
package dev.keyspace.model.edit;
