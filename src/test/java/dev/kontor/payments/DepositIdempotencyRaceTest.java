package dev.kontor.payments;

import java.net.http.HttpRequest;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The same deposit sent several times at once with one {@code Idempotency-Key} (a client retrying over a bad line)
 * collects once: every answer is the one instruction (or 409 while the first still runs), and once the bank
 * answers Received the account is credited once.
 */
class DepositIdempotencyRaceTest extends HttpTest {

	private static final int DUPLICATES = 6;

	@Autowired
	JdbcClient jdbc;

	@Test
	void duplicatesSentAtOnceWithOneIdempotencyKeyCollectOnce() throws Exception {
		PaymentParties parties = new PaymentParties(http, platform);
		String mandate = parties.mandate();
		String key = UUID.randomUUID().toString();
		Callable<Http.Response> send = () -> http.send(http
			.request("/api/v3/sepa-direct-debit-mandates/" + mandate + "/instructions")
			.header("Authorization", "Bearer " + parties.token)
			.header("Content-Type", "application/json")
			.header("Idempotency-Key", key)
			.POST(HttpRequest.BodyPublishers.ofString("{\"amount\":25,\"currencyCode\":\"EUR\"}")));

		List<Http.Response> answers = Races.run(IntStream.range(0, DUPLICATES).mapToObj(i -> send).toList());

		assertThat(answers).allSatisfy(answer -> assertThat(answer.status()).as(answer.toString()).isIn(200, 409));
		List<String> ids = answers.stream()
			.filter(answer -> answer.status() == 200)
			.map(answer -> answer.json().get("id").asString())
			.distinct()
			.toList();
		assertThat(ids).as("one instruction answered").hasSize(1);
		assertThat(jdbc.sql("SELECT COUNT(*) FROM payment_direct_debits WHERE mandate_id = :mandate")
			.param("mandate", UUID.fromString(mandate))
			.query(Long.class)
			.single()).as("instructions made").isEqualTo(1);

		PaymentParties.expect(parties.bankAnswer(ids.getFirst(), "Received"), 200);
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("25");
		assertThat(parties.transactions().get("data")).hasSize(1);
	}
}
