package dev.kontor.webhooks.endpoints;

/**
 * A webhook URL this platform will not call, with the reason in words fit for the integrator. Carries no stack
 * trace: the refusal is an answer, not a fault.
 */
public final class TargetRefused extends RuntimeException {

	public TargetRefused(String reason) {
		super(reason, null, false, false);
	}
}
