package dev.keyspace.model.workload;

import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The application's traffic as named mixes of queries and writes, each with a rate: what the optimizer weighs a
 * design by. Mix names are unique; their order is the user's.
 */
public record Workload(List<Mix> mixes) {

    public static final Workload NONE = new Workload(List.of());

    public Workload {
        mixes = List.copyOf(mixes);
        Set<String> names = new HashSet<>();
        for (Mix mix : mixes) {
            if (!names.add(mix.name())) {
                throw new IllegalArgumentException("two mixes are named " + mix.name());
            }
        }
    }

    public Optional<Mix> mix(String name) {
        return mixes.stream().filter(m -> m.name().equals(name)).findFirst();
    }

    /** This workload with {@code mix} in place of the mix of its name, or added last. */
    public Workload with(Mix mix) {
        List<Mix> copy = new ArrayList<>(mixes);
        for (int i = 0; i < copy.size(); i++) {
            if (copy.get(i).name().equals(mix.name())) {
                copy.set(i, mix);
                return new Workload(copy);
            }
        }
        copy.add(mix);
        return new Workload(copy);
    }

    public Workload without(String mixName) {
        return new Workload(
                mixes.stream().filter(m -> !m.name().equals(mixName)).toList());
    }

    /** Forgets the rates of queries and of writes of owners that are gone. */
    public Workload forgetting(Collection<ElementId> gone) {
        Set<ElementId> ids = Set.copyOf(gone);
        return map(m -> m.keeping(q -> !ids.contains(q), w -> !ids.contains(w.owner())));
    }

    /**
     * Moves the update rates of an attribute that was renamed ({@code to} present) or forgets them (removed): the
     * model's attribute edits call this, so a rate never names an attribute that is gone.
     */
    public Workload followingAttribute(ElementId owner, String from, Optional<String> to) {
        return map(m -> {
            WriteKey old = WriteKey.update(owner, from);
            Demand demand = m.writes().get(old);
            if (demand == null) {
                return m;
            }
            Mix without = m.withoutWrite(old);
            return to.map(name -> without.withWrite(WriteKey.update(owner, name), demand))
                    .orElse(without);
        });
    }

    public boolean isEmpty() {
        return mixes.isEmpty();
    }

    private Workload map(UnaryOperator<Mix> change) {
        List<Mix> changed = mixes.stream().map(change).toList();
        return changed.equals(mixes) ? this : new Workload(changed);
    }
}
