package dev.keyspace.propertytest;

import java.util.List;
import java.util.function.Consumer;

/**
 * One run of a property on one value: the choices it took, their spans, the value (null when generating it
 * threw) and the failure (null when the property held).
 */
record Trial<T>(long[] choices, List<Choices.Span> spans, T value, Throwable failure) {

    static <T> Trial<T> run(Gen<T> gen, Consumer<? super T> property, Choices choices) {
        T value = null;
        try {
            value = choices.inSpan(gen);
            property.accept(value);
            return new Trial<>(choices.drawn(), choices.spans(), value, null);
        } catch (VirtualMachineError fatal) {
            throw fatal;
        } catch (Throwable failure) {
            return new Trial<>(choices.drawn(), choices.spans(), value, failure);
        }
    }

    boolean failed() {
        return failure != null;
    }

    /** Whether generation gave up (a filter or the choice limit), rather than the value failing the property. */
    boolean generationFailed() {
        return failure instanceof GenerationFailed;
    }
}
