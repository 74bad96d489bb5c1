package dev.kontor.identity.throttling;

/** What failed attempts are counted by; each kind has its own allowance of free failures. */
public enum AttemptKind {

	/** Client authentications of one client id (token, introspection and revocation endpoints). */
	CLIENT("client"),

	/** Client authentications from one source address. */
	CLIENT_ADDRESS("client-address"),

	/** Sign-ins of one username on the sign-in page. */
	USER("user"),

	/** Sign-ins from one source address. */
	SIGN_IN_ADDRESS("sign-in-address");

	private final String label;

	AttemptKind(String label) {
		this.label = label;
	}

	/** Names the kind in stored keys and metrics. */
	public String label() {
		return label;
	}
}
