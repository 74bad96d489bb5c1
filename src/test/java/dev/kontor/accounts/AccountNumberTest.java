package dev.kontor.accounts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;
import dev.kontor.testing.Races;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Account numbers (contract section 15): ten digits, the last a Luhn check digit, unique within the tenant across
 * both kinds of account however many accounts are opened at once, and answered with the account.
 */
class AccountNumberTest extends HttpTest {

	private static final String SCOPES = "clients.read clients.write accounts.read accounts.write";

	private static final int OPENINGS = 12;

	private static final int ACCOUNTS_EACH = 5;

	@Test
	void accountsOpenedAtOnceGetDifferentValidNumbers() throws Exception {
		UUID tenantId = platform.newTenant();
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
		String clientId = http.postJson("/api/v3/clients", token, Map.of("clientKey", Platform.unique("numbered"),
				"clientType", "Retail", "name", "Erika", "surname", "Mustermann")).json().get("id").asString();
		List<Callable<List<String>>> openings = new ArrayList<>();
		for (int i = 0; i < OPENINGS; i++) {
			String kind = i % 2 == 0 ? "internal-accounts" : "deposit-accounts";
			Map<String, Object> body = i % 2 == 0 ? Map.of("clientId", clientId, "currencyCode", "EUR")
					: Map.of("clientId", clientId);
			openings.add(() -> {
				List<String> numbers = new ArrayList<>();
				for (int n = 0; n < ACCOUNTS_EACH; n++) {
					Http.Response opened = http.postJson("/api/v3/" + kind, token, body);
					assertThat(opened.status()).as(opened.toString()).isEqualTo(200);
					JsonNode account = opened.json();
					assertThat(http.get("/api/v3/" + kind + "/" + account.get("id").asString(), token)
						.json()
						.get("accountNumber")).isEqualTo(account.get("accountNumber"));
					numbers.add(account.get("accountNumber").asString());
				}
				return numbers;
			});
		}

		List<String> numbers = Races.run(openings).stream().flatMap(List::stream).toList();

		assertThat(numbers).hasSize(OPENINGS * ACCOUNTS_EACH).doesNotHaveDuplicates();
		assertThat(numbers).allMatch(number -> number.matches("[1-9]\\d{9}"), "ten digits")
			.allMatch(AccountNumberTest::luhnValid, "a Luhn check digit last");
	}

	/** The Luhn check, written apart from the code's: the digits' weighted sum ends in 0. */
	private static boolean luhnValid(String number) {
		int sum = 0;
		for (int i = 0; i < number.length(); i++) {
			int digit = number.charAt(number.length() - 1 - i) - '0';
			int weighted = i % 2 == 1 ? digit * 2 : digit;
			sum += weighted / 10 + weighted % 10;
		}
		return sum % 10 == 0;
	}
}
