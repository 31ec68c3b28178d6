package dev.keyspace.cli.check;

import java.io.PrintWriter;
import java.util.List;

/** The output formats of {@code ksd check}. */
public enum CheckFormat {
    TEXT {
        @Override
        public void write(List<FileReport> reports, PrintWriter out) {
            TextReport.write(reports, out);
        }
    },
    JSON {
        @Override
        public void write(List<FileReport> reports, PrintWriter out) {
            JsonReport.write(reports, out);
        }
    },
    SARIF {
        @Override
        public void write(List<FileReport> reports, PrintWriter out) {
            SarifReport.write(reports, out);
        }
    };

    public abstract void write(List<FileReport> reports, PrintWriter out);
}
