package dev.kontor.bench.aml;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

import dev.kontor.bench.common.Api;
import dev.kontor.bench.common.ClosedLoop;
import dev.kontor.bench.common.HttpConnection;

/**
 * Closed-loop load of {@code POST /api/v3/aml/action-evaluations}: each of C threads holds one persistent
 * connection and sends its next evaluation as soon as the answer to the previous one has been read. An action is a
 * deposit (60 %) or withdrawal (40 %) of a random seeded customer under its usage type, of an amount between 10 and
 * 100,000 EUR (log-uniform, so a quarter is 10,000 or more), with the counterpart's bank account country in 70 % of
 * the actions. Only requests that start and end inside the measured window count.
 */
final class EvaluationLoad {

	/** A customer the load acts for: client id and account usage type. */
	record Customer(String id, String usage) {
	}

	/** What one run measured. */
	static final class Run {

		String label;

		int connections;

		int seconds;

		long[] sortedNanos = new long[0];

		final Map<String, Long> outcomes = new TreeMap<>();

		final Map<Integer, Long> httpStatuses = new TreeMap<>();

		long errors;

		String firstProblem;

		long requests() {
			return sortedNanos.length;
		}

		double perSecond() {
			return sortedNanos.length / (double) seconds;
		}

		long non200() {
			return httpStatuses.entrySet().stream().filter(e -> e.getKey() != 200).mapToLong(Map.Entry::getValue).sum();
		}

		/** Nearest-rank quantile in milliseconds. */
		double ms(double quantile) {
			if (sortedNanos.length == 0) {
				return Double.NaN;
			}
			int rank = (int) Math.ceil(quantile * sortedNanos.length);
			return sortedNanos[Math.min(sortedNanos.length, Math.max(1, rank)) - 1] / 1e6;
		}

		double meanMs() {
			return Arrays.stream(sortedNanos).average().orElse(Double.NaN) / 1e6;
		}

		double share(String outcome) {
			long answered = outcomes.values().stream().mapToLong(Long::longValue).sum();
			return answered == 0 ? 0 : 100.0 * outcomes.getOrDefault(outcome, 0L) / answered;
		}
	}

	private static final String STATUS_FIELD = "\"status\":\"";

	private final URI base;

	private final List<Customer> customers;

	private final Supplier<String> authorization;

	private final int timeoutMillis;

	EvaluationLoad(URI base, List<Customer> customers, Supplier<String> authorization, int timeoutMillis) {
		this.base = base;
		this.customers = customers;
		this.authorization = authorization;
		this.timeoutMillis = timeoutMillis;
	}

	/** One action to evaluate, as a JSON body. */
	String nextAction(ThreadLocalRandom random) {
		Customer customer = customers.get(random.nextInt(customers.size()));
		boolean withdrawal = random.nextInt(100) < 40;
		double amount = Math.exp(Math.log(10) + random.nextDouble() * Math.log(10_000));
		StringBuilder json = new StringBuilder(320).append("{\"clientId\":\"")
			.append(customer.id())
			.append("\",\"transactionType\":\"")
			.append(withdrawal ? "Withdrawal" : "Deposit")
			.append("\",\"amount\":")
			.append(BigDecimal.valueOf(amount).setScale(2, RoundingMode.HALF_UP).toPlainString())
			.append(",\"currencyCode\":\"EUR\",\"accountUsageType\":\"")
			.append(customer.usage())
			.append('"');
		if (random.nextInt(100) < 70) {
			json.append(",\"bankAccountCountry\":\"").append(Catalogue.randomCountry(random.nextDouble())).append('"');
		}
		if (withdrawal) {
			json.append(",\"internalAccountId\":\"")
				.append(new UUID(random.nextLong(), random.nextLong()))
				.append("\",\"internalAccountWithdrawalRequestId\":\"")
				.append(UUID.randomUUID())
				.append('"');
		}
		return json.append('}').toString();
	}

	/** The evaluation's status (Approved, Waiting, Denied) in an answer; null when there is none. */
	static String statusOf(String body) {
		int at = body.indexOf(STATUS_FIELD);
		if (at < 0) {
			return null;
		}
		int from = at + STATUS_FIELD.length();
		int to = body.indexOf('"', from);
		return to < 0 ? null : body.substring(from, to);
	}

	Run run(String label, int connections, int seconds) throws InterruptedException {
		Map<String, LongAdder> outcomes = new ConcurrentHashMap<>();
		Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
		AtomicReference<String> firstProblem = new AtomicReference<>();
		ClosedLoop.Result result = ClosedLoop.run(new InetSocketAddress(base.getHost(), base.getPort()), "evaluate",
				connections, seconds, timeoutMillis, () -> {
					String action = nextAction(ThreadLocalRandom.current());
					return new ClosedLoop.Step() {

						@Override
						public byte[] request() {
							return Api.request(base, "POST", "/api/v3/aml/action-evaluations", authorization.get(),
									"application/json", action);
						}

						@Override
						public void answered(int status, HttpConnection connection) {
							statuses.computeIfAbsent(status, s -> new LongAdder()).increment();
							String body = connection.body();
							String outcome = status == 200 ? statusOf(body) : null;
							if (outcome != null) {
								outcomes.computeIfAbsent(outcome, s -> new LongAdder()).increment();
							}
							else {
								firstProblem.compareAndSet(null,
										"answer " + status + " to " + action + ": " + Api.shorten(body));
							}
						}

						@Override
						public void failed(IOException ex) {
							firstProblem.compareAndSet(null, action + ": " + ex);
						}
					};
				});
		Run run = new Run();
		run.label = label;
		run.connections = connections;
		run.seconds = seconds;
		run.sortedNanos = result.sortedNanos();
		outcomes.forEach((name, count) -> run.outcomes.put(name, count.sum()));
		statuses.forEach((status, count) -> run.httpStatuses.put(status, count.sum()));
		run.errors = result.errors();
		run.firstProblem = firstProblem.get();
		return run;
	}
}
