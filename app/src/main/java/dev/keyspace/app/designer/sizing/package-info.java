/** The project-wide sizing table: every table's figures as {@code ksd check} prints them. */
package dev.keyspace.app.designer.sizing;
