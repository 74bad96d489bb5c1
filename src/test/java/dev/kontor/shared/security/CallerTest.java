package dev.kontor.shared.security;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.security.oauth2.jwt.Jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which client records a caller acts for, and how the caller is read from an access token's claims. */
class CallerTest {

	private static final UUID TENANT = UUID.randomUUID();

	private static final UUID OWN = UUID.randomUUID();

	private static final UUID OTHER = UUID.randomUUID();

	@Test
	void boundCallerActsForItsOwnClientRecordOnly() {
		Caller bound = caller(UUID.randomUUID(), OWN);

		bound.requireActsFor(OWN);

		assertThatThrownBy(() -> bound.requireActsFor(OTHER)).isInstanceOf(ClientRecordAccessDenied.class)
			.isInstanceOf(NotPermitted.class)
			.hasMessage("The access token acts only for the client record its user is linked to");
		assertThat(bound.isBoundToClientRecord()).isTrue();
	}

	@Test
	void unboundCallersActForEveryClientRecord() {
		for (Caller caller : new Caller[] { caller(UUID.randomUUID(), null), caller(null, null) }) {
			caller.requireActsFor(OWN);
			caller.requireActsFor(OTHER);
			assertThat(caller.isBoundToClientRecord()).isFalse();
		}
	}

	@Test
	void aBoundCallerActsForWhatItsRecordOwnsAloneOrWithOthers() {
		Caller bound = caller(UUID.randomUUID(), OWN);

		bound.requireActsForOneOf(List.of(OWN));
		bound.requireActsForOneOf(List.of(OTHER, OWN));

		assertThatThrownBy(() -> bound.requireActsForOneOf(List.of(OTHER)))
			.isInstanceOf(ClientRecordAccessDenied.class);
		assertThatThrownBy(() -> bound.requireActsForOneOf(List.of())).isInstanceOf(ClientRecordAccessDenied.class);
		caller(null, null).requireActsForOneOf(List.of(OTHER));
		caller(UUID.randomUUID(), null).requireActsForOneOf(List.of());
	}

	@Test
	void boundCallersListsAreNarrowedToItsRecordAndRefuseAnotherRecordsFilter() {
		Caller bound = caller(UUID.randomUUID(), OWN);

		assertThat(bound.clientFilter(null)).isEqualTo(OWN);
		assertThat(bound.clientFilter(OWN)).isEqualTo(OWN);
		assertThatThrownBy(() -> bound.clientFilter(OTHER)).isInstanceOf(ClientRecordAccessDenied.class);
	}

	@Test
	void unboundCallersListsKeepTheirFilter() {
		Caller unbound = caller(null, null);

		assertThat(unbound.clientFilter(null)).isNull();
		assertThat(unbound.clientFilter(OTHER)).isEqualTo(OTHER);
	}

	@Test
	void readsTheClientRecordOfAUserToken() {
		UUID user = UUID.randomUUID();

		Caller caller = CallerArgumentResolver.callerOf(token(user.toString(), OWN));

		assertThat(caller.userId()).isEqualTo(user);
		assertThat(caller.clientRecordId()).isEqualTo(OWN);
		assertThat(caller.tenantId()).isEqualTo(TENANT);
	}

	@Test
	void aUserTokenWithoutTheClaimIsNotBound() {
		Caller caller = CallerArgumentResolver.callerOf(token(UUID.randomUUID().toString(), null));

		assertThat(caller.clientRecordId()).isNull();
	}

	@Test
	void aClientCredentialsTokenIsNeverBoundEvenWithTheClaim() {
		Caller caller = CallerArgumentResolver.callerOf(token("app", OWN));

		assertThat(caller.userId()).isNull();
		assertThat(caller.clientRecordId()).isNull();
	}

	private static Caller caller(UUID userId, UUID clientRecordId) {
		return new Caller(TENANT, "app", userId, clientRecordId, Set.of("clients.read"));
	}

	private static Jwt token(String subject, UUID clientRecordId) {
		Jwt.Builder jwt = Jwt.withTokenValue("token")
			.header("alg", "RS256")
			.subject(subject)
			.issuedAt(Instant.now())
			.claim(TokenClaims.CLIENT_ID, "app")
			.claim(TokenClaims.TENANT_ID, TENANT.toString())
			.claim(TokenClaims.SCOPE, "clients.read");
		if (clientRecordId != null) {
			jwt.claim(TokenClaims.CLIENT_RECORD_ID, clientRecordId.toString());
		}
		return jwt.build();
	}
}
