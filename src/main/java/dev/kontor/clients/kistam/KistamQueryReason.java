package dev.kontor.clients.kistam;

/** Why a church tax query was made: the client's onboarding, a caller's request, or the yearly run. */
public enum KistamQueryReason {
	Onboarding, Manual, Yearly
}
