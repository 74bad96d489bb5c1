package dev.kontor.shared.security;

/**
 * The caller is a user linked to one client record and the request acts for another: answers 403, whether the other
 * record exists or not, so that the answer tells nothing about the tenant's other clients.
 */
public class ClientRecordAccessDenied extends NotPermitted {

	public ClientRecordAccessDenied() {
		super("The access token acts only for the client record its user is linked to");
	}
}
