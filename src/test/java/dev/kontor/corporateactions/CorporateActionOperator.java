package dev.kontor.corporateactions;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** The operator's side of the corporate actions tests: announcing actions and running their processing over HTTP. */
final class CorporateActionOperator {

	static final String ADMIN = "/admin/v1/corporate-actions";

	private final Http http;

	private final Platform platform;

	CorporateActionOperator(Http http, Platform platform) {
		this.http = http;
		this.platform = platform;
	}

	/** A cash dividend of 0.50 EUR a share, 26.375 % withheld, ex the day before its record date. */
	static Map<String, Object> dividend(String isin, LocalDate recordDate, LocalDate paymentDate) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isin);
		body.put("eventType", "CashDividend");
		body.put("mandatoryVoluntary", "Mandatory");
		body.put("exDate", recordDate.minusDays(1).toString());
		body.put("recordDate", recordDate.toString());
		body.put("paymentDate", paymentDate.toString());
		body.put("currencyCode", "EUR");
		body.put("grossAmountPerShare", 0.5);
		body.put("withholdingTaxRate", 26.375);
		return body;
	}

	/**
	 * A dividend option (mandatory with choice) of 0.50 EUR a share in cash, the default option 1, or one new share for
	 * every 20 held, option 2, the fraction paid at 9.80 EUR; elections until {@code electionDeadline}.
	 */
	static Map<String, Object> dividendOption(String isin, LocalDate recordDate, LocalDate paymentDate,
			LocalDate electionDeadline) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isin);
		body.put("eventType", "DividendOption");
		body.put("mandatoryVoluntary", "MandatoryWithChoice");
		body.put("recordDate", recordDate.toString());
		body.put("paymentDate", paymentDate.toString());
		body.put("electionDeadline", electionDeadline.toString());
		body.put("currencyCode", "EUR");
		body.put("grossAmountPerShare", 0.5);
		body.put("ratioNew", 1);
		body.put("ratioOld", 20);
		body.put("cashInLieuPrice", 9.8);
		body.put("options", List.of(Map.of("optionNumber", 1, "optionType", "Cash", "isDefault", true),
				Map.of("optionNumber", 2, "optionType", "Securities", "isDefault", false)));
		return body;
	}

	/** Announces a new action (201) under a fresh id, which it answers. */
	String announce(Map<String, Object> body) {
		String id = "CA-" + UUID.randomUUID().toString().substring(0, 18);
		Http.Response created = http.putJson(ADMIN + "/" + id, platform.adminToken(), body);
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return id;
	}

	void cancel(String id) {
		Http.Response cancelled = http.putJson(ADMIN + "/" + id + "/status", platform.adminToken(),
				Map.of("status", "Cancelled"));
		assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(200);
	}

	/** Runs what is due now; the number of entitlements booked. */
	int process() {
		Http.Response run = http.post(ADMIN + "/processing", platform.adminToken());
		assertThat(run.status()).as(run.toString()).isEqualTo(200);
		return run.json().get("processed").asInt();
	}
}
