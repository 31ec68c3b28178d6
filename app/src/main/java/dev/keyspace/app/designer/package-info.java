/**
 * The designer's shell: {@link dev.keyspace.app.designer.DesignerWindow} builds the window from one place,
 * creating the shared objects and handing each feature (the packages below this one) what it needs through
 * its constructor. Features never import this package nor look each other up; where one needs a capability of
 * another, it names it with a small interface of its own (for example {@code files.DocumentSwitch}).
 *
 * <p>Packages, lowest first: {@code startup} (what waits for the window's first frame, and the startup trace),
 * {@code elements} (the project's elements as the designer names and edits them),
 * {@code editing} (the open document, the editor every gesture goes through, the selection), {@code mapping},
 * {@code actions} (what a user does to elements, and the context menus offering it), then the features
 * {@code canvas}, {@code inspector}, {@code findings}, {@code cql}, {@code files}, {@code deploy} and
 * {@code devcluster} (the development cluster the designer starts, shows and stops on quitting).
 */
package dev.keyspace.app.designer;
