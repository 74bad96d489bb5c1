package dev.kontor.shared.security;

import org.springframework.security.access.AccessDeniedException;

/**
 * The caller's token has the scope but the caller may not do this (another tenant, or a duty kept apart from the
 * caller's own earlier action): answers 403 with this message as the problem's detail.
 */
public class NotPermitted extends AccessDeniedException {

	public NotPermitted(String message) {
		super(message);
	}
}
