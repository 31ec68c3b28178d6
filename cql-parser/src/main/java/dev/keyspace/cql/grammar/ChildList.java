package dev.keyspace.cql.grammar;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import org.antlr.v4.runtime.tree.ParseTree;

/**
 * A parse tree node's children as one object: most nodes have one to three, kept in fields, where an ArrayList is two
 * objects (the list and its array); a node with more (a CREATE TABLE's columns and options) keeps the rest in an array
 * that doubles, not ArrayList's one and a half times from three. ANTLR adds children, reads them and removes the last
 * one when it re-parents a node.
 */
final class ChildList extends AbstractList<ParseTree> implements RandomAccess {

    private static final int IN_FIELDS = 3;

    private ParseTree first;
    private ParseTree second;
    private ParseTree third;
    private ParseTree[] more; // the fourth child on
    private int size;

    @Override
    public ParseTree get(int index) {
        Objects.checkIndex(index, size);
        return switch (index) {
            case 0 -> first;
            case 1 -> second;
            case 2 -> third;
            default -> more[index - IN_FIELDS];
        };
    }

    @Override
    public ParseTree set(int index, ParseTree child) {
        ParseTree old = get(index);
        switch (index) {
            case 0 -> first = child;
            case 1 -> second = child;
            case 2 -> third = child;
            default -> more[index - IN_FIELDS] = child;
        }
        return old;
    }

    @Override
    public int size() {
        return size;
    }

    /**
     * A plain cursor: the generated accessors ({@code ctx.identifier()}) iterate the children, and AbstractList's own
     * iterator was not optimised away as ArrayList's is (it was a twentieth of the import's garbage).
     */
    @Override
    public Iterator<ParseTree> iterator() {
        return new Cursor();
    }

    private final class Cursor implements Iterator<ParseTree> {
        private int next;

        @Override
        public boolean hasNext() {
            return next < size;
        }

        @Override
        public ParseTree next() {
            if (next >= size) {
                throw new NoSuchElementException();
            }
            return get(next++);
        }
    }

    @Override
    public boolean add(ParseTree child) {
        int index = size;
        if (index >= IN_FIELDS) {
            int slot = index - IN_FIELDS;
            if (more == null) {
                more = new ParseTree[4];
            } else if (slot == more.length) {
                more = Arrays.copyOf(more, slot * 2);
            }
        }
        size++;
        modCount++;
        set(index, child);
        return true;
    }

    @Override
    public ParseTree remove(int index) {
        ParseTree removed = get(index);
        for (int i = index; i < size - 1; i++) {
            set(i, get(i + 1));
        }
        set(size - 1, null);
        size--;
        modCount++;
        return removed;
    }
}
