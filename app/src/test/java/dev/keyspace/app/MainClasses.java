package dev.keyspace.app;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The product's classes, every module's, as ArchUnit imports them for the rules on them: without test classes,
 * neither this module's nor those of the test jars on its test class path (model-core's property-test toolkit).
 */
public final class MainClasses {

    private MainClasses() {}

    public static JavaClasses imported() {
        return new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar"))
                .importPackages("dev.keyspace");
    }
}
