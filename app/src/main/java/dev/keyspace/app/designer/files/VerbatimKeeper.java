package dev.keyspace.app.designer.files;

import dev.keyspace.cql.VerbatimStatement;
import java.util.List;

/** Where an imported file's statements beyond the schema (DML, functions) are kept and shown: the CQL pane. */
@FunctionalInterface
public interface VerbatimKeeper {

    void keepVerbatim(List<VerbatimStatement> statements);
}
