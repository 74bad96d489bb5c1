package dev.kontor.aml.screening;

/**
 * Screens a subject against sanctions, PEP and other lists: the built-in list or an external service. Implementations
 * are thread-safe.
 */
public interface ScreeningProvider {

	/** The provider's name, written to the monitoring records as their information source (at most 36 characters). */
	String name();

	/**
	 * Screens one subject.
	 *
	 * @throws ScreeningUnavailable when the provider cannot answer (down, timed out, malformed answer)
	 */
	ScreeningResult screen(ScreeningSubject subject);
}
