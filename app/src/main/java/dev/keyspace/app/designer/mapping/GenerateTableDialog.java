package dev.keyspace.app.designer.mapping;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.MappingException;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.stage.Window;

/**
 * "Generate table" for a query: the mapping assistant's proposals (the table by the mapping rules first,
 * then the alternatives), each previewed with its rationale, sizing and CQL; the chosen one is returned.
 */
public final class GenerateTableDialog extends Dialog<TableProposal> {

    static final ButtonType CREATE = new ButtonType("Create", ButtonData.OK_DONE);

    private final ListView<TableProposal> proposals = new ListView<>();
    private final TextArea preview = new TextArea();

    public GenerateTableDialog(Project project, Query query, List<TableProposal> options, Window owner) {
        setTitle("Generate table for " + query.label());
        setHeaderText(query.label() + ": " + query.description());
        initOwner(owner);
        getDialogPane().setId("generate-table-dialog");
        proposals.setId("generate-proposals");
        proposals.getItems().setAll(options);
        proposals.setCellFactory(list -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(TableProposal item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.title());
            }
        });
        preview.setId("generate-preview");
        preview.setEditable(false);
        preview.setWrapText(true);
        preview.setStyle("-fx-font-family: monospace;");
        proposals
                .getSelectionModel()
                .selectedItemProperty()
                .addListener((o, old, chosen) ->
                        preview.setText(chosen == null ? "" : ProposalText.describe(project, chosen)));
        SplitPane content = new SplitPane(proposals, preview);
        content.setDividerPositions(0.3);
        content.setPrefSize(900, 480);
        javafx.scene.control.Label keyspaceNotice = new javafx.scene.control.Label();
        keyspaceNotice.setId("generate-creates-keyspace");
        keyspaceNotice.setWrapText(true);
        options.stream()
                .findFirst()
                .flatMap(first -> MissingKeyspace.notice(project, first))
                .ifPresentOrElse(keyspaceNotice::setText, () -> keyspaceNotice.setManaged(false));
        javafx.scene.layout.VBox.setVgrow(content, javafx.scene.layout.Priority.ALWAYS);
        getDialogPane().setContent(new javafx.scene.layout.VBox(8, keyspaceNotice, content));
        getDialogPane().getButtonTypes().addAll(CREATE, ButtonType.CANCEL);
        setResultConverter(
                button -> button == CREATE ? proposals.getSelectionModel().getSelectedItem() : null);
        proposals.getSelectionModel().selectFirst();
    }

    /** The proposals for a query, or the reason there are none (an empty access pattern, an unknown attribute). */
    public static Proposals propose(Project project, Query query) {
        try {
            return new Proposals(
                    new MappingAssistant(project.analysis()).propose(project, query.id()), Optional.empty());
        } catch (MappingException e) {
            return new Proposals(List.of(), Optional.of(e.getMessage()));
        }
    }

    /** The assistant's answer: its proposals, or why it has none. */
    public record Proposals(List<TableProposal> options, Optional<String> problem) {}

    ListView<TableProposal> proposalList() {
        return proposals;
    }

    TextArea previewArea() {
        return preview;
    }
}
