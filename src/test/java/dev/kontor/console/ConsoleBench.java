package dev.kontor.console;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The back-office pages at scale (run from bench/console/run.sh with {@code -Dkontor.bench.console=true} on
 * PostgreSQL): seeds one tenant's client records, a cash account with bookings for some of them and orders by SQL,
 * signs a back-office user in, and times each main page over the console's session, as a browser asks for it (the
 * HTML, without its style sheet and scripts). Writes the p50, p95 and the slowest of each page to
 * bench/results/console-<UTC>.md and console-latest.md.
 */
class ConsoleBench extends HttpTest {

	private static final int CLIENTS = Integer.getInteger("kontor.bench.clients", 100_000);

	private static final int ORDERS = Integer.getInteger("kontor.bench.orders", 1_000_000);

	private static final int REQUESTS = Integer.getInteger("kontor.bench.requests", 100);

	private static final int WARM_UP = 20;

	@Autowired
	JdbcClient jdbc;

	@Test
	void backOfficePages() throws Exception {
		assumeTrue(Boolean.getBoolean("kontor.bench.console") && TestDatabaseProfiles.isPostgres(),
				"the console benchmark runs from bench/console/run.sh");
		UUID tenantId = platform.newTenant();
		long seedStart = System.nanoTime();
		seed(tenantId);
		double seedSeconds = (System.nanoTime() - seedStart) / 1e9;
		UUID client = jdbc.sql("SELECT id FROM clients WHERE tenant_id = :t AND client_key = 'bench-77777'")
			.param("t", tenantId)
			.query(UUID.class)
			.single();
		UUID account = jdbc.sql("SELECT id FROM internal_accounts WHERE tenant_id = :t AND client_id = :c")
			.param("t", tenantId)
			.param("c", client)
			.query(UUID.class)
			.single();
		UUID order = jdbc.sql("SELECT id FROM orders WHERE tenant_id = :t AND client_id = :c FETCH FIRST 1 ROWS ONLY")
			.param("t", tenantId)
			.param("c", client)
			.query(UUID.class)
			.single();
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, platform.newUser(tenantId, "back-office"));

		Map<String, String> pages = new LinkedHashMap<>();
		pages.put("Client records, newest first", "/console/clients");
		pages.put("Client records, page 100", "/console/clients?page=100");
		pages.put("Search by the start of a surname", "/console/clients?q=Surname77");
		pages.put("Search by a common first name, page 20", "/console/clients?q=Erika&page=20");
		pages.put("Search by email", "/console/clients?q=bench-77777@example.com");
		pages.put("Client record with accounts", "/console/clients/" + client);
		pages.put("Cash account with bookings and balance chart", "/console/accounts/" + account);
		pages.put("Orders, newest first", "/console/orders");
		pages.put("Orders, page 100", "/console/orders?page=100");
		pages.put("Orders of a client record", "/console/orders?clientId=" + client);
		pages.put("Orders of an ISIN and status", "/console/orders?isin=DE0007164600&status=Filled");
		pages.put("Order with executions", "/console/orders/" + order);
		List<String> rows = new ArrayList<>();
		for (Map.Entry<String, String> page : pages.entrySet()) {
			rows.add(measure(session, page.getKey(), page.getValue()));
		}
		String report = report(seedSeconds, rows);
		Path results = Path.of("bench", "results");
		Files.createDirectories(results);
		String stamp = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'")
			.withZone(ZoneOffset.UTC)
			.format(Instant.now());
		Files.writeString(results.resolve("console-" + stamp + ".md"), report);
		Files.writeString(results.resolve("console-latest.md"), report);
	}

	private String measure(ConsoleSession session, String name, String path) {
		for (int i = 0; i < WARM_UP; i++) {
			assertThat(session.get(path).status()).as(path).isEqualTo(200);
		}
		long[] nanos = new long[REQUESTS];
		for (int i = 0; i < REQUESTS; i++) {
			long start = System.nanoTime();
			Http.Response page = session.get(path);
			nanos[i] = System.nanoTime() - start;
			assertThat(page.status()).as(path).isEqualTo(200);
		}
		Arrays.sort(nanos);
		return String.format("| %s | `%s` | %.1f | %.1f | %.1f |", name, path.replaceAll("[0-9a-f-]{36}", "{id}"),
				nanos[REQUESTS / 2] / 1e6, nanos[(int) Math.ceil(REQUESTS * 0.95) - 1] / 1e6,
				nanos[REQUESTS - 1] / 1e6);
	}

	/**
	 * Client records with names from a short list (so that a name matches many) and one surname per hundred; a cash
	 * account with 1,000 bookings for one in a hundred; the orders spread over the client records, ISINs, ended
	 * statuses (an open one would keep the simulated venue of the test busy) and the last year; an execution for
	 * each filled order of the measured client record.
	 */
	private void seed(UUID tenantId) {
		UUID user = UUID.randomUUID();
		jdbc.sql("""
				INSERT INTO clients (id, tenant_id, status, client_key, client_type, name, surname, email, liable_to_tax,
				  has_identity_user, communication_with_post_allowed, communication_with_email_allowed,
				  communication_with_phone_allowed, created_date, updated_date, created_user_id, updated_user_id)
				SELECT gen_random_uuid(), :t, 'Onboarded', 'bench-' || g, 'Retail',
				  (ARRAY['Erika', 'Max', 'Anna', 'Paul', 'Lena', 'Jonas', 'Mia', 'Felix'])[1 + g % 8],
				  'Surname' || (g / 100), 'bench-' || g || '@example.com', TRUE, FALSE, TRUE, TRUE, FALSE,
				  now() - make_interval(mins => g), now() - make_interval(mins => g), :u, :u
				FROM generate_series(1, :n) g""")
			.param("t", tenantId)
			.param("u", user)
			.param("n", CLIENTS)
			.update();
		jdbc.sql("""
				INSERT INTO internal_accounts (id, tenant_id, client_id, currency_code, status, balance, created_date,
				  updated_date, created_user_id, updated_user_id)
				SELECT gen_random_uuid(), c.tenant_id, c.id, 'EUR', 'Active', 100000, c.created_date, c.created_date,
				  :u, :u FROM clients c WHERE c.tenant_id = :t AND c.client_key LIKE 'bench-%77'""")
			.param("t", tenantId)
			.param("u", user)
			.update();
		jdbc.sql("""
				INSERT INTO cash_transactions (id, tenant_id, internal_account_id, amount, currency_code, type,
				  reference, booking_date, value_date, negative_allowed, balance_after)
				SELECT gen_random_uuid(), a.tenant_id, a.id, 100, 'EUR', 'Deposit', 'bench ' || g,
				  now() - make_interval(hours => 1000 - g), current_date, FALSE, 99900 + 100 * g
				FROM internal_accounts a CROSS JOIN generate_series(1, 1000) g WHERE a.tenant_id = :t""")
			.param("t", tenantId)
			.update();
		jdbc.sql("""
				INSERT INTO orders (id, tenant_id, client_id, client_order_id, request_hash, isin_code, provider, side,
				  order_type, quantity, time_in_force, internal_account_id, deposit_account_id, currency_code, status,
				  filled_quantity, filled_amount, reserved_amount, reserved_quantity, version, created_user_id,
				  created_date, updated_date)
				SELECT gen_random_uuid(), :t, c.id, 'o-' || g, repeat('0', 64),
				  (ARRAY['DE0007164600', 'DE0005140008', 'US0378331005', 'DE0007236101'])[1 + g % 4], 'ProviderA',
				  CASE WHEN g % 2 = 0 THEN 'Buy' ELSE 'Sell' END, 'Market', 10, 'GoodTillCancelled', c.id, c.id, 'EUR',
				  (ARRAY['Filled', 'Filled', 'Cancelled', 'Rejected', 'Expired'])[1 + g % 5],
				  0, 0, 0, 0, 1, :u, now() - make_interval(secs => g * 30), now() - make_interval(secs => g * 30)
				FROM generate_series(1, :n) g
				JOIN clients c ON c.tenant_id = :t AND c.client_key = 'bench-' || (1 + g % :clients)""")
			.param("t", tenantId)
			.param("u", user)
			.param("n", ORDERS)
			.param("clients", CLIENTS)
			.update();
		jdbc.sql("""
				INSERT INTO order_executions (execution_id, tenant_id, order_id, quantity, price, fee, amount,
				  date_time, venue, value_date)
				SELECT gen_random_uuid(), o.tenant_id, o.id, 10, 123.45, 4.95, 1234.5, o.created_date, 'Simulated',
				  current_date FROM orders o JOIN clients c ON c.id = o.client_id
				WHERE o.tenant_id = :t AND o.status = 'Filled' AND c.client_key = 'bench-77777'""")
			.param("t", tenantId)
			.update();
		for (String table : List.of("clients", "internal_accounts", "cash_transactions", "orders",
				"order_executions")) {
			jdbc.sql("ANALYZE " + table).update();
		}
		jdbc.sql("CHECKPOINT").update();
	}

	private static String report(double seedSeconds, List<String> rows) {
		return "# Back-office console pages\n\n"
				+ String.format("%,d client records and %,d orders of one tenant seeded by SQL in %.1f s; %d requests "
						+ "per page after %d to warm up, one after the other, over a signed-in console session; times "
						+ "in milliseconds, the whole page as the browser receives it.%n%n", CLIENTS, ORDERS,
						seedSeconds, REQUESTS, WARM_UP)
				+ "| Page | Address | p50 | p95 | slowest |\n|---|---|---|---|---|\n" + String.join("\n", rows) + "\n";
	}
}
