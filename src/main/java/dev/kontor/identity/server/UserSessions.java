package dev.kontor.identity.server;

import java.util.List;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import dev.kontor.identity.users.UserAccessChanged;

/**
 * Ends every authorization of a user whose access changed (disabled, other roles): its refresh token stops
 * working and its access token is revoked, in the transaction that changed the user.
 */
@Component
@RequiredArgsConstructor
class UserSessions {

	private static final Logger log = LoggerFactory.getLogger(UserSessions.class);

	private final JdbcClient jdbc;

	private final StoredAuthorizations authorizations;

	@EventListener
	void end(UserAccessChanged changed) {
		List<String> ids = jdbc.sql("SELECT id FROM oauth2_authorization WHERE principal_name = :principal")
			.param("principal", changed.userId().toString())
			.query(String.class)
			.list();
		ids.forEach(authorizations::end);
		log.info("Ended the sessions of a user whose access changed: user={} authorizations={}", changed.userId(),
				ids.size());
	}
}
