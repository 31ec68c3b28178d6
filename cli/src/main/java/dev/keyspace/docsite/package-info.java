/**
 * {@code ksd doc}: the project as a static web site, readable from the file system with no server and no network.
 * Pages are built as jsoup documents, so every name a user typed is written as text, never as markup.
 */
package dev.keyspace.docsite;
