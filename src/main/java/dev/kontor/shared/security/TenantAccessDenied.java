package dev.kontor.shared.security;

/** A {@code tenantId} in the path names another tenant than the caller's token: answers 403. */
public class TenantAccessDenied extends NotPermitted {

	public TenantAccessDenied() {
		super("The access token does not grant access to this tenant");
	}
}
