package dev.keyspace.app;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import dev.keyspace.model.Project;

/** What changes a {@link Project}: its {@code with...} and {@code map...} methods, and its constructor. */
final class ProjectMutator {

    static final DescribedPredicate<JavaMethodCall> CALL = DescribedPredicate.describe(
            "a mutator of Project (with..., map...)",
            call -> call.getTargetOwner().isEquivalentTo(Project.class)
                    && (call.getName().startsWith("with") || call.getName().startsWith("map")));

    static final DescribedPredicate<JavaConstructorCall> CONSTRUCTION = DescribedPredicate.describe(
            "Project's constructor", call -> call.getTargetOwner().isEquivalentTo(Project.class));

    private ProjectMutator() {}
}
