package dev.kontor.webhooks.web;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The tenants of a publish request are found without reading its events into records. */
class PublishHoldBackTest {

	private static final UUID FIRST = UUID.fromString("01a237d4-ab1d-72a8-b038-5becbb362b37");

	private static final UUID SECOND = UUID.fromString("01a237d4-ab8d-7339-a6da-ece78c7596a1");

	@Test
	void findsTheTenantOfEachEventOfABatchInTheOrderSentAndOnceEach() {
		String body = """
				{"events": [
				  {"tenantId": "%s", "type": "statement.available", "parameters": {"year": "2026"}},
				  {"type": "statement.available", "tenantId": "%s"},
				  {"tenantId": "%s"}
				]}""".formatted(SECOND, FIRST, SECOND);

		assertThat(PublishHoldBack.tenantsOf(bytes(body), true)).containsExactly(SECOND, FIRST);
	}

	@Test
	void findsTheTenantOfASingleEvent() {
		String body = """
				{"type": "statement.available", "parameters": {"year": "2026"}, "tenantId": "%s"}""".formatted(FIRST);

		assertThat(PublishHoldBack.tenantsOf(bytes(body), false)).containsExactly(FIRST);
	}

	@Test
	void aTenantIdAmongTheParametersOrOutsideTheEventsIsNotTheEventsTenant() {
		String batch = """
				{"tenantId": "%s", "events": [{"type": "x", "parameters": {"tenantId": "%s"}}],
				 "other": [{"tenantId": "%s"}]}""".formatted(FIRST, FIRST, FIRST);
		String single = """
				{"type": "x", "parameters": {"tenantId": "%s"}, "events": [{"tenantId": "%s"}]}""".formatted(FIRST,
				FIRST);

		assertThat(PublishHoldBack.tenantsOf(bytes(batch), true)).isEmpty();
		assertThat(PublishHoldBack.tenantsOf(bytes(single), false)).isEmpty();
	}

	@Test
	void whatIsNotAnIdOrNotJsonIsLeftToTheUsualReading() {
		String notAnId = """
				{"events": [{"tenantId": "tenant-1"}, {"tenantId": 42}, {"tenantId": "%s"}]}""".formatted(FIRST);
		String cutOff = """
				{"events": [{"tenantId": "%s"}, {"tenantId": "%s""".formatted(FIRST, SECOND.toString().substring(0, 8));

		assertThat(PublishHoldBack.tenantsOf(bytes(notAnId), true)).containsExactly(FIRST);
		assertThat(PublishHoldBack.tenantsOf(bytes(cutOff), true)).containsExactly(FIRST);
		assertThat(PublishHoldBack.tenantsOf(bytes("not json"), true)).isEmpty();
		assertThat(PublishHoldBack.tenantsOf(new byte[0], true)).isEmpty();
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}
}
