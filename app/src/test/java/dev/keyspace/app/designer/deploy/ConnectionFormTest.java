package dev.keyspace.app.designer.deploy;

import static dev.keyspace.app.views.FxTestSupport.onFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The connection form both cluster dialogs show: its field ids, what it reads, and how it refuses a bad address. */
@ExtendWith(ApplicationExtension.class)
class ConnectionFormTest {

    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.show();
    }

    private static TextField field(Parent root, String id) {
        Node node = root.lookup("#" + id);
        assertThat(node).as(id).isInstanceOf(TextField.class);
        return (TextField) node;
    }

    @Test
    void should_give_both_dialogs_the_same_fields_under_their_own_ids() throws Exception {
        Parent deploy = onFx(() -> new DeployDialog(owner, () -> dev.keyspace.model.Project.empty("p"))
                .stage()
                .getScene()
                .getRoot());
        Parent importing = onFx(() -> new ImportFromClusterDialog(owner, document -> {})
                .stage()
                .getScene()
                .getRoot());

        for (String prefix : List.of("deploy", "import")) {
            Parent root = prefix.equals("deploy") ? deploy : importing;
            assertThat(field(root, prefix + "-contact-points").getText()).isEqualTo("127.0.0.1:9042");
            for (String name : Set.of("datacenter", "user", "password")) {
                assertThat(field(root, prefix + "-" + name).getText()).isEmpty();
            }
        }
    }

    @Test
    void should_read_what_was_typed_into_a_target() throws Exception {
        ConnectionForm form = onFx(() -> new ConnectionForm("test"));
        javafx.scene.layout.GridPane grid = onFx(() -> {
            javafx.scene.layout.GridPane created = new javafx.scene.layout.GridPane();
            assertThat(form.addTo(created, 2)).isEqualTo(6);
            return created;
        });
        ConnectionForm.Target target = onFx(() -> {
            form.setContactPoints("127.0.0.2:9142, 127.0.0.3:9142");
            field(grid, "test-datacenter").setText("dc1");
            field(grid, "test-user").setText("alice");
            field(grid, "test-password").setText("s3cret");
            return form.target();
        });

        assertThat(target.contactPoints()).isEqualTo("127.0.0.2:9142, 127.0.0.3:9142");
        assertThat(target.datacenter()).isEqualTo("dc1");
        assertThat(target.user()).isEqualTo("alice");
        assertThat(new String(target.password())).isEqualTo("s3cret");
    }

    @Test
    void should_refuse_a_contact_point_without_a_port_number_in_one_sentence() throws Exception {
        ConnectionForm form = onFx(() -> new ConnectionForm("test"));
        ConnectionForm.Target target = onFx(() -> {
            form.setContactPoints("127.0.0.1:nine");
            return form.target();
        });

        assertThatThrownBy(target::connect)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'nine' in '127.0.0.1:nine' is not a port number");
    }
}
