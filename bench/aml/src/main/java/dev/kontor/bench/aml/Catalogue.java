package dev.kontor.bench.aml;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * The data the AML benchmark works with, defined once: the tenant's settings, the parameter records created through
 * the API, and the SQL that seeds the AML module's copy of customers and bank accounts, their monitoring records and
 * a history of evaluated actions. Shares of customers by country, sector and so on follow the weights below, so
 * that most customers are ordinary (low factors) and a tail is risky or banned.
 */
final class Catalogue {

	/** Family (path segment) that leaves a country out, so that each country family has 30 records. */
	private static final String ORIGIN = "customer-origin-country";

	private static final String RESIDENCY = "customer-residency-country";

	private static final String ACCOUNT = "customer-reference-account-country";

	private static final String COUNTERPART = "individual-transaction-other-account-country";

	/**
	 * A country: ISO alpha-3 code, name, group, its risk factor, its share of customers' origins (per mille), and
	 * whether a customer from or in it is banned.
	 */
	record Country(String code, String name, String group, int factor, double perMille, boolean banned) {
	}

	static final List<Country> COUNTRIES = List.of(new Country("DEU", "Germany", "EU", 1, 550, false),
			new Country("AUT", "Austria", "EU", 1, 60, false), new Country("CHE", "Switzerland", "EFTA", 1, 40, false),
			new Country("FRA", "France", "EU", 1, 40, false), new Country("ITA", "Italy", "EU", 2, 30, false),
			new Country("ESP", "Spain", "EU", 2, 25, false), new Country("NLD", "Netherlands", "EU", 1, 20, false),
			new Country("POL", "Poland", "EU", 2, 30, false), new Country("BEL", "Belgium", "EU", 1, 10, false),
			new Country("LUX", "Luxembourg", "EU", 2, 5, false), new Country("CZE", "Czechia", "EU", 2, 10, false),
			new Country("HUN", "Hungary", "EU", 2, 8, false), new Country("ROU", "Romania", "EU", 3, 15, false),
			new Country("BGR", "Bulgaria", "EU", 3, 8, false), new Country("HRV", "Croatia", "EU", 2, 8, false),
			new Country("GRC", "Greece", "EU", 2, 10, false), new Country("PRT", "Portugal", "EU", 1, 5, false),
			new Country("SWE", "Sweden", "EU", 1, 5, false), new Country("DNK", "Denmark", "EU", 1, 4, false),
			new Country("IRL", "Ireland", "EU", 1, 4, false),
			new Country("GBR", "United Kingdom", "Third country", 2, 20, false),
			new Country("USA", "United States", "Third country", 2, 15, false),
			new Country("TUR", "Türkiye", "Third country", 4, 30, false),
			new Country("UKR", "Ukraine", "Third country", 4, 12, false),
			new Country("SRB", "Serbia", "Third country", 3, 6, false),
			new Country("CHN", "China", "Third country", 3, 6, false),
			new Country("IND", "India", "Third country", 3, 5, false),
			new Country("BRA", "Brazil", "Third country", 3, 3, false),
			new Country("RUS", "Russia", "High-risk third country", 8, 8, false),
			new Country("ARE", "United Arab Emirates", "High-risk third country", 6, 3, false),
			new Country("NGA", "Nigeria", "High-risk third country", 7, 2, false),
			new Country("PAK", "Pakistan", "High-risk third country", 7, 2, false),
			new Country("AFG", "Afghanistan", "High-risk third country", 9, 0.5, false),
			new Country("SYR", "Syria", "High-risk third country", 9, 0.5, false),
			new Country("IRN", "Iran", "High-risk third country", 10, 0.3, true),
			new Country("PRK", "North Korea", "High-risk third country", 10, 0.2, true));

	/** Countries without a record in a family (six each, so that every country family has 30). */
	private static final List<String> LEFT_OUT_OF_ORIGIN = List.of("PRT", "SWE", "DNK", "IRL", "LUX", "BEL");

	private static final List<String> LEFT_OUT_OF_RESIDENCY = List.of("PRT", "SWE", "DNK", "IRL", "HRV", "CZE");

	private static final List<String> LEFT_OUT_OF_ACCOUNT = List.of("AFG", "SYR", "IRN", "NGA", "PAK", "BRA");

	private static final List<String> LEFT_OUT_OF_COUNTERPART = List.of("PRT", "SWE", "DNK", "IRL", "HUN", "SRB");

	/** NACE codes with a parameter record and their factors; cash-intensive trades are risky. */
	static final List<String[]> SECTORS = List.of(new String[] { "A01", "1" }, new String[] { "C10", "1" },
			new String[] { "C25", "2" }, new String[] { "F41", "3" }, new String[] { "G45", "5" },
			new String[] { "G46", "2" }, new String[] { "G47", "2" }, new String[] { "H49", "2" },
			new String[] { "I56", "4" }, new String[] { "J62", "1" }, new String[] { "K64", "3" },
			new String[] { "K66", "4" }, new String[] { "L68", "5" }, new String[] { "M69", "2" },
			new String[] { "N77", "3" }, new String[] { "O84", "1" }, new String[] { "P85", "1" },
			new String[] { "Q86", "1" }, new String[] { "R92", "8" }, new String[] { "S96", "3" });

	/** Sector codes customers have that no parameter record names. */
	static final List<String> UNRATED_SECTORS = List.of("C20", "C26", "E38", "H52", "M71");

	private static final List<String> GIVEN_NAMES = List.of("Anna", "Ben", "Clara", "David", "Emma", "Felix",
			"Greta", "Hannes", "Ida", "Jonas", "Karin", "Lukas", "Mia", "Noah", "Olga", "Paul", "Rosa", "Stefan",
			"Tina", "Uwe", "Vera", "Wolfgang", "Yara", "Zoe", "Ahmet", "Elif", "Piotr", "Agnieszka", "Giulia",
			"Marco", "Lucía", "Javier", "Ivan", "Oksana", "Mehmet", "Ayse", "Jan", "Eva", "Tomas", "Lena");

	private static final List<String> SURNAMES = List.of("Müller", "Schmidt", "Schneider", "Fischer", "Weber",
			"Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder",
			"Neumann", "Schwarz", "Braun", "Zimmermann", "Hofmann", "Yilmaz", "Kaya", "Nowak", "Kowalski", "Rossi",
			"Bianchi", "García", "Martínez", "Ivanov", "Shevchenko", "Novak", "Horvat", "Popescu", "Papadopoulos",
			"Silva", "Jansen", "Peeters", "Dubois", "Huber", "Gruber");

	private Catalogue() {
	}

	/** The tenant's AML settings: what a decision is measured against, and the monitoring records' factors. */
	static String settingsJson(double acceptBelow, double rejectAbove) {
		return String.format(Locale.ROOT, "{\"amlOfficerEmail\":\"aml-officer@bench.example\","
				+ "\"riskThresholdAcceptAutoBelow\":%s,\"riskThresholdRejectAutoAbove\":%s,\"defaultPEPRiskFactor\":6,"
				+ "\"defaultSanctionRiskFactor\":9,\"defaultOtherRiskFactor\":5,"
				+ "\"saveAMLMonitoringResultsUnderClientDocs\":false}", plain(acceptBelow), plain(rejectAbove));
	}

	private static String plain(double value) {
		return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
	}

	/** One parameter record to create: the family's path segment and the body. */
	record Parameter(String family, String json) {
	}

	static List<Parameter> parameters() {
		List<Parameter> all = new ArrayList<>();
		for (String[] range : new String[][] { { "0", "1000", "1" }, { "1000", "10000", "2" },
				{ "10000", "100000", "4" }, { "100000", null, "7" } }) {
			all.add(parameter("customer-cash-balance", Integer.parseInt(range[2]), false,
					"\"minAmount\":" + range[0] + (range[1] == null ? "" : ",\"maxAmount\":" + range[1])
							+ ",\"currencyCode\":\"EUR\""));
		}
		all.add(parameter("customer-occupation-group", 2, false, "\"occupationGroupCode\":\"Other\""));
		all.add(parameter("customer-occupation-group", 3, false, "\"occupationGroupCode\":\"PupilOrStudent\""));
		all.add(parameter("customer-occupation-group", 2, false, "\"occupationGroupCode\":\"Pensioner\""));
		for (Country country : COUNTRIES) {
			String fields = "\"countryCode\":\"" + country.code + "\",\"countryName\":\"" + country.name
					+ "\",\"countryGroup\":\"" + country.group + "\"";
			if (!LEFT_OUT_OF_ORIGIN.contains(country.code)) {
				all.add(parameter(ORIGIN, country.factor, country.banned, fields));
			}
			if (!LEFT_OUT_OF_RESIDENCY.contains(country.code)) {
				all.add(parameter(RESIDENCY, country.factor, country.banned, fields));
			}
			if (!LEFT_OUT_OF_ACCOUNT.contains(country.code)) {
				all.add(parameter(ACCOUNT, country.factor, "PRK".equals(country.code), fields));
			}
			if (!LEFT_OUT_OF_COUNTERPART.contains(country.code)) {
				all.add(parameter(COUNTERPART, country.factor, country.banned, fields));
			}
		}
		for (String[] sector : SECTORS) {
			all.add(parameter("customer-sector", Integer.parseInt(sector[1]), false,
					"\"sectorCode\":\"" + sector[0] + "\""));
		}
		all.add(parameter("customer-account-usage-type", 2, false, "\"accountUsageType\":\"PortfolioManagement\""));
		all.add(parameter("customer-account-usage-type", 3, false, "\"accountUsageType\":\"Brokerage\""));
		// The transaction families allow one active record per usage type (their key): the risky range only.
		all.add(parameter("individual-transaction-amount", 6, false,
				"\"accountUsageType\":\"Brokerage\",\"minAmount\":10000,\"currencyCode\":\"EUR\""));
		all.add(parameter("individual-transaction-amount", 5, false,
				"\"accountUsageType\":\"PortfolioManagement\",\"minAmount\":25000,\"currencyCode\":\"EUR\""));
		all.add(parameter("aggregate-transaction-amount", 7, false,
				"\"accountUsageType\":\"Brokerage\",\"minAmount\":50000,\"currencyCode\":\"EUR\""));
		all.add(parameter("aggregate-transaction-amount", 6, false,
				"\"accountUsageType\":\"PortfolioManagement\",\"minAmount\":100000,\"currencyCode\":\"EUR\""));
		all.add(parameter("aggregate-transaction-count", 5, false,
				"\"accountUsageType\":\"Brokerage\",\"minCount\":10"));
		all.add(parameter("aggregate-transaction-count", 4, false,
				"\"accountUsageType\":\"PortfolioManagement\",\"minCount\":5,\"maxCount\":1000"));
		return all;
	}

	private static Parameter parameter(String family, int factor, boolean banned, String fields) {
		return new Parameter(family, "{\"isActive\":true,\"riskFactor\":" + factor + ",\"isBanned\":" + banned + ","
				+ fields + "}");
	}

	/** A country drawn by the customers' weights, for a counterpart's bank account. */
	static String randomCountry(double uniform) {
		double total = COUNTRIES.stream().mapToDouble(Country::perMille).sum();
		double at = uniform * total;
		for (Country country : COUNTRIES) {
			at -= country.perMille;
			if (at < 0) {
				return country.code;
			}
		}
		return COUNTRIES.get(0).code;
	}

	// ------------------------------------------------------------------------------------------------ seeding
	/**
	 * SQL that seeds the tenant (run by psql in one transaction): {@code customers} customers that get a daily record
	 * and 3 % more that are Deleted or Rejected, a reference bank account for 97 % of them, monitoring records (PEP
	 * 2 %, sanction 0.25 %, other 1.5 % active; some expired or in-active), and {@code history} evaluated actions of
	 * the last 30 days. Attributes come from {@code random()} after {@code setseed}, so they repeat between runs.
	 */
	static String seedSql(String schema, String tenantId, String actorId, int customers, int history) {
		int total = customers + customers * 3 / 100;
		String countryCodes = array(COUNTRIES.stream().map(Country::code).toList());
		String countryBounds = cumulative(COUNTRIES.stream().mapToDouble(Country::perMille).toArray());
		List<String> sectors = new ArrayList<>(SECTORS.stream().map(s -> s[0]).toList());
		sectors.addAll(UNRATED_SECTORS);
		String t = "'" + tenantId + "'::uuid";
		String actor = "'" + actorId + "'::uuid";
		return """
				SET search_path TO %1$s;
				BEGIN;
				SELECT setseed(0.42);
				CREATE TEMP TABLE seed ON COMMIT DROP AS
				SELECT k, gen_random_uuid() AS client_id, gen_random_uuid() AS bank_account_id,
				       random() AS r_origin, random() AS r_residency, random() AS r_account, random() AS r_occupation,
				       random() AS r_sector, random() AS r_usage, random() AS r_cash, random() AS r_status
				FROM generate_series(0, %2$d - 1) AS k;
				CREATE TEMP TABLE pick ON COMMIT DROP AS SELECT %4$s::text[] AS countries, %5$s::float8[] AS bounds,
				       %6$s::text[] AS sectors, %7$s::text[] AS given, %8$s::text[] AS family;

				INSERT INTO aml_customers (client_id, tenant_id, status, client_key, client_type, name, surname,
				  country_of_origin, residency_country, occupation_group, sector_code, account_usage_type,
				  default_bank_account_id, default_internal_account_id, cash_balance, cash_balance_currency,
				  cash_balance_date)
				SELECT s.client_id, %9$s,
				  CASE WHEN s.k >= %3$d THEN CASE WHEN s.k %% 3 = 0 THEN 'Rejected' ELSE 'Deleted' END
				       ELSE (ARRAY['Onboarded', 'Initial', 'Suspended', 'External'])
				            [width_bucket(s.r_status, ARRAY[0, 0.93, 0.97, 0.99]::float8[])] END,
				  'bench-aml-' || lpad(s.k::text, 7, '0'),
				  CASE WHEN s.k %% 20 = 0 THEN 'Business' ELSE 'Retail' END,
				  CASE WHEN s.k %% 20 = 0 THEN p.family[1 + s.k %% 40] || ' GmbH' ELSE p.given[1 + s.k %% 40] END,
				  CASE WHEN s.k %% 20 = 0 THEN NULL ELSE p.family[1 + (s.k / 40) %% 40] END,
				  p.countries[width_bucket(s.r_origin * 1000, p.bounds)],
				  CASE WHEN s.r_residency < 0.85 THEN 'DEU'
				       ELSE p.countries[width_bucket((s.r_residency - 0.85) / 0.15 * 1000, p.bounds)] END,
				  (ARRAY['Pensioner', 'PupilOrStudent', 'Other', NULL])
				      [width_bucket(s.r_occupation, ARRAY[0, 0.12, 0.20, 0.35]::float8[])],
				  CASE WHEN s.r_sector < 0.75 THEN p.sectors[1 + floor(s.r_sector / 0.75 * cardinality(p.sectors))::int] END,
				  CASE WHEN s.r_usage < 0.7 THEN 'Brokerage' ELSE 'PortfolioManagement' END,
				  CASE WHEN s.k %% 33 <> 0 THEN s.bank_account_id END,
				  gen_random_uuid(),
				  CASE WHEN s.r_cash < 0.85 THEN round((exp(s.r_cash / 0.85 * ln(500000)) - 1)::numeric, 2)
				            * CASE WHEN s.k %% 50 = 1 THEN -1 ELSE 1 END END,
				  CASE WHEN s.r_cash < 0.85 THEN CASE WHEN s.k %% 40 = 3 THEN 'CHF' ELSE 'EUR' END END,
				  CASE WHEN s.r_cash < 0.85 THEN now() - interval '1 day' END
				FROM seed s CROSS JOIN pick p;

				INSERT INTO aml_bank_accounts (bank_account_id, tenant_id, country_code, iban, status)
				SELECT s.bank_account_id, %9$s, v.country, left(v.country, 2) || '00' || lpad(s.k::text, 18, '0'),
				  CASE WHEN s.k %% 25 = 0 THEN 'Initial' ELSE 'Active' END
				FROM seed s CROSS JOIN pick p
				CROSS JOIN LATERAL (SELECT CASE WHEN s.r_account < 0.90 THEN 'DEU' WHEN s.r_account < 0.95 THEN 'AUT'
				    ELSE p.countries[width_bucket((s.r_account - 0.95) / 0.05 * 1000, p.bounds)] END AS country) v
				WHERE s.k %% 33 <> 0;

				INSERT INTO aml_monitoring_records (id, tenant_id, family, customer_id, is_active, active_customer_id,
				  date_start, date_end, record_type, information_source, is_banned, reason, note, created_date,
				  updated_date, created_user_id, updated_user_id)
				SELECT gen_random_uuid(), %9$s, m.family, s.client_id, m.active, CASE WHEN m.active THEN s.client_id END,
				  now() - interval '120 days', m.date_end, CASE WHEN m.family = 'Other' THEN 'AdverseMedia' END,
				  'bench', m.banned, 'seeded by bench/aml', NULL, now() - interval '120 days', now() - interval '1 day',
				  %10$s, %10$s
				FROM seed s
				CROSS JOIN LATERAL (VALUES
				    ('Pep', s.k %% 50 = 7, true, false, NULL::timestamptz),
				    ('Pep', s.k %% 500 = 9, true, false, now() - interval '10 days'),
				    ('Pep', s.k %% 100 = 8, false, false, NULL),
				    ('Sanction', s.k %% 400 = 11, true, s.k %% 800 = 11, NULL),
				    ('Other', s.k %% 67 = 3, true, s.k %% 670 = 3, NULL),
				    ('Other', s.k %% 150 = 4, false, false, now() - interval '30 days'))
				  AS m(family, chosen, active, banned, date_end)
				WHERE m.chosen AND s.k < %3$d;

				INSERT INTO aml_action_evaluations (id, tenant_id, client_id, created_user_id, updated_user_id,
				  decider_user_id, internal_account_withdrawal_request_id, internal_account_id, created_date,
				  updated_date, date_action, date_decision, processing_date_time, client_key, client_name,
				  client_surname, client_type, bank_account_country, risk_message, processing_result,
				  processing_status, source, transaction_type, account_usage_type, amount, currency_code, average_risk,
				  risk_threshold_accept_auto_below, risk_threshold_reject_auto_above, has_active_pep_record,
				  has_active_sanction_record, has_active_other_record, is_approval_needed, is_banned, status, factors)
				SELECT gen_random_uuid(), %9$s, c.client_id, %10$s, %10$s, NULL,
				  CASE WHEN h.withdrawal THEN gen_random_uuid() END, CASE WHEN h.withdrawal THEN c.default_internal_account_id END,
				  h.at, h.at, h.at, CASE WHEN h.status <> 'Waiting' THEN h.at END, h.at, c.client_key, c.name,
				  c.surname, c.client_type, 'DEU', 'seeded by bench/aml',
				  CASE h.status WHEN 'Approved' THEN 'AutoApproved' WHEN 'Denied' THEN 'AutoDenied' ELSE 'ApprovalNeeded' END,
				  'Processed', 'Api', CASE WHEN h.withdrawal THEN 'Withdrawal' ELSE 'Deposit' END,
				  c.account_usage_type, h.amount, 'EUR', 1.5, 2.5, 5, false, false, false, h.status = 'Waiting', false,
				  h.status, '[]'
				FROM (SELECT floor(random() * %3$d)::int AS k, now() - random() * interval '30 days' AS at,
				             random() < 0.4 AS withdrawal, round((exp(random() * ln(20000)) + 9)::numeric, 2) AS amount,
				             (ARRAY['Approved', 'Waiting', 'Denied'])[width_bucket(random(), ARRAY[0, 0.9, 0.97]::float8[])]
				               AS status
				      FROM generate_series(1, %11$d)) h
				JOIN seed s ON s.k = h.k
				JOIN aml_customers c ON c.client_id = s.client_id;
				COMMIT;
				""".formatted(schema, total, customers, countryCodes, countryBounds, array(sectors),
				array(GIVEN_NAMES), array(SURNAMES), t, actor, history);
	}

	/** An SQL array literal of texts. */
	private static String array(List<String> values) {
		StringJoiner joined = new StringJoiner(", ", "ARRAY[", "]");
		values.forEach(value -> joined.add("'" + value.replace("'", "''") + "'"));
		return joined.toString();
	}

	/** Lower bounds of the weights' buckets on a scale of their sum scaled to 1000, for width_bucket. */
	private static String cumulative(double[] weights) {
		double sum = 0;
		for (double weight : weights) {
			sum += weight;
		}
		StringJoiner joined = new StringJoiner(", ", "ARRAY[", "]");
		double at = 0;
		for (double weight : weights) {
			joined.add(String.format(Locale.ROOT, "%.4f", at * 1000 / sum));
			at += weight;
		}
		return joined.toString();
	}

	/** Client records created through the API (the path real client records take into the AML module). */
	static List<String> apiClients(int count) {
		List<String> bodies = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			Country origin = COUNTRIES.get(i * 7 % COUNTRIES.size());
			bodies.add("{\"clientKey\":\"bench-aml-api-" + i + "\",\"clientType\":\"Retail\",\"name\":\""
					+ GIVEN_NAMES.get(i % GIVEN_NAMES.size()) + "\",\"surname\":\"" + SURNAMES.get(i % SURNAMES.size())
					+ "\",\"countryOfOrigin\":\"" + origin.code + "\",\"residencyCountry\":\"DEU\","
					+ "\"occupationGroup\":\"Other\",\"sectorCode\":\"" + SECTORS.get(i % SECTORS.size())[0]
					+ "\",\"accountUsageType\":\"" + (i % 2 == 0 ? "Brokerage" : "PortfolioManagement") + "\"}");
		}
		return bodies;
	}
}
