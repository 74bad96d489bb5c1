package dev.kontor.aml;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant set up for AML tests over HTTP: an integrator's token with the client, bank account and AML scopes, an
 * officer's token, and helpers that create client records, bank accounts, settings and parameter records the way an
 * integrator would.
 */
public final class AmlTenant {

	public static final String GERMAN_IBAN = "DE89370400440532013000";

	public final UUID tenantId;

	/** Token with clients, bank accounts, aml.read and aml.write. */
	public final String integrator;

	/** The OAuth client id behind {@link #integrator}. */
	public final String integratorClientId;

	private final Http http;

	private final Platform platform;

	private @Nullable String officer;

	private final Map<String, Map<String, Object>> clientBodies = new HashMap<>();

	public AmlTenant(Http http, Platform platform) {
		this.http = http;
		this.platform = platform;
		this.tenantId = platform.newTenant();
		String scopes = "clients.read clients.write bankaccounts.read bankaccounts.write aml.read aml.write";
		Platform.Client integratorClient = platform.newServerClient(tenantId, scopes.split(" "));
		this.integrator = platform.clientCredentialsToken(integratorClient, scopes);
		this.integratorClientId = integratorClient.clientId();
	}

	/** Token with aml.read and aml.officer of a signed-in user with the aml-officer role (signed in once). */
	public String officer() {
		if (officer == null) {
			officer = platform.userToken(platform.newUser(tenantId, "aml-officer"), "aml.read", "aml.officer");
		}
		return officer;
	}

	/** Accept at or below 3, reject above 7; PEP 8, sanction 9, other 5. */
	public void settings() {
		settings("3", "7");
	}

	public void settings(String acceptBelow, String rejectAbove) {
		Http.Response saved = http.putJson("/api/v3/aml/settings", integrator,
				Map.of("amlOfficerEmail", "officer@example.com", "riskThresholdAcceptAutoBelow",
						new BigDecimal(acceptBelow), "riskThresholdRejectAutoAbove", new BigDecimal(rejectAbove),
						"defaultPEPRiskFactor", 8, "defaultSanctionRiskFactor", 9, "defaultOtherRiskFactor", 5,
						"saveAMLMonitoringResultsUnderClientDocs", false));
		assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
	}

	public String client(String clientKey, Map<String, Object> fields) {
		Map<String, Object> body = new HashMap<>(Map.of("clientKey", clientKey, "clientType", "Retail", "name",
				"Erika", "surname", "Mustermann"));
		body.putAll(fields);
		Http.Response created = http.postJson("/api/v3/clients", integrator, body);
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		String id = created.json().get("id").asString();
		clientBodies.put(id, body);
		return id;
	}

	/** A German account of the client, made the client's default (reference) account. */
	public String referenceAccount(String clientId) {
		Http.Response account = http.postJson("/api/v3/bank-accounts", integrator, Map.of("clientIds",
				List.of(clientId), "accountHolderName", "Erika Mustermann", "bankName", "Commerzbank", "bic",
				"COBADEFFXXX", "alpha3CountryCode", "DEU", "currencyCode", "EUR", "iban", GERMAN_IBAN));
		assertThat(account.status()).as(account.toString()).isEqualTo(200);
		String accountId = account.json().get("id").asString();
		Map<String, Object> details = new HashMap<>(clientBodies.get(clientId));
		details.put("defaultBankAccountId", accountId);
		Http.Response updated = http.putJson("/api/v3/clients/" + clientId, integrator, details);
		assertThat(updated.status()).as(updated.toString()).isEqualTo(200);
		return accountId;
	}

	/** Creates an active parameter record of the family with the fields given; answers its id. */
	public String parameter(String familyPath, int riskFactor, Map<String, Object> fields) {
		return parameter(familyPath, riskFactor, false, fields);
	}

	public String parameter(String familyPath, int riskFactor, boolean banned, Map<String, Object> fields) {
		Map<String, Object> body = new HashMap<>(fields);
		body.put("isActive", true);
		body.put("riskFactor", riskFactor);
		body.put("isBanned", banned);
		Http.Response created = http.postJson("/api/v3/aml/parameters/" + familyPath, integrator, body);
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		return created.json().get("id").asString();
	}

	public String monitoringRecord(String familyPath, String customerId, boolean banned) {
		Map<String, Object> body = new HashMap<>(Map.of("customerId", customerId, "isActive", true, "isBanned", banned));
		if (familyPath.equals("other-records")) {
			body.put("recordType", "AdverseMedia");
		}
		Http.Response created = http.postJson("/api/v3/aml/" + familyPath, integrator, body);
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		return created.json().get("id").asString();
	}

	public Http.Response evaluate(Map<String, Object> action) {
		return http.postJson("/api/v3/aml/action-evaluations", integrator, action);
	}

	/** A deposit of the amount in EUR under Brokerage. */
	public Map<String, Object> deposit(String clientId, String amount) {
		return new HashMap<>(Map.of("clientId", clientId, "transactionType", "Deposit", "amount",
				new BigDecimal(amount),
				"currencyCode", "EUR", "accountUsageType", "Brokerage"));
	}

	public Map<String, Object> withdrawal(String clientId, String amount) {
		Map<String, Object> action = deposit(clientId, amount);
		action.put("transactionType", "Withdrawal");
		action.put("internalAccountId", UUID.randomUUID().toString());
		action.put("internalAccountWithdrawalRequestId", UUID.randomUUID().toString());
		return action;
	}
}
