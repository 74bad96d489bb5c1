package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.accounts.AccountSettings;
import dev.kontor.pricefeed.ClosingPrices;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.RuleViolation;

/**
 * Values every client's portfolios after a trading day and issues the reports due. Every instance looks regularly
 * whether the previous weekday (UTC) is valued for every client, so an instance down at night catches up, and the
 * unique day of a valuation keeps two instances from valuing (and reporting) one twice. Weekends have no end-of-day
 * prices and are not valued.
 */
@Component
class LossThresholdRuns implements SchedulingConfigurer {

	/** Client records valued per batch: their holdings and the closes of their instruments are held at once. */
	private static final int CLIENTS_PER_BATCH = 500;

	private static final LocalDate EARLIEST = LocalDate.of(2000, 1, 1);

	private static final Logger log = LoggerFactory.getLogger(LossThresholdRuns.class);

	private final PortfolioLedger ledger;

	private final ClosingPrices prices;

	private final ClientValuation valuation;

	private final LossThresholdIssuer issuer;

	private final Clock clock;

	private final Duration checkInterval;

	LossThresholdRuns(PortfolioLedger ledger, ClosingPrices prices, ClientValuation valuation,
			LossThresholdIssuer issuer, AccountSettings settings, Clock clock) {
		this.ledger = ledger;
		this.checkInterval = settings.lossCheckInterval();
		this.prices = prices;
		this.valuation = valuation;
		this.issuer = issuer;
		this.clock = clock;
	}

	/** What a run did: the portfolios it valued and the reports it issued. */
	record Run(LocalDate date, int portfoliosValued, int reportsIssued) {
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::onSchedule, checkInterval, Duration.ofSeconds(45)));
	}

	void onSchedule() {
		LocalDate day = today().minusDays(1);
		if (day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY) {
			return;
		}
		Run run = run(day, null);
		if (run.portfoliosValued() > 0) {
			log.info("Loss threshold run: date={} portfolios={} reports={}", day, run.portfoliosValued(),
					run.reportsIssued());
		}
	}

	/** Values the clients (optionally of one tenant) not valued on {@code date} yet; a day to come is refused. */
	Run run(LocalDate date, @Nullable UUID tenantId) {
		if (date.isBefore(EARLIEST)) {
			throw new InvalidInput("date", "must be " + EARLIEST + " or later");
		}
		if (date.isAfter(today())) {
			throw new RuleViolation("date", "must not be after today (UTC): a day to come has no end-of-day prices");
		}
		int valued = 0;
		int reported = 0;
		List<UUID> batch = ledger.clients(tenantId, null, CLIENTS_PER_BATCH);
		while (!batch.isEmpty()) {
			Run run = runBatch(date, batch);
			valued += run.portfoliosValued();
			reported += run.reportsIssued();
			batch = ledger.clients(tenantId, batch.getLast(), CLIENTS_PER_BATCH);
		}
		return new Run(date, valued, reported);
	}

	private Run runBatch(LocalDate date, List<UUID> clientIds) {
		Map<UUID, List<Holding>> byClient = new LinkedHashMap<>();
		for (Holding holding : ledger.unvalued(date, clientIds)) {
			byClient.computeIfAbsent(holding.clientId(), c -> new ArrayList<>()).add(holding);
		}
		Map<TradeProvider, Map<String, BigDecimal>> closes = closes(date, byClient);
		int valued = 0;
		int reported = 0;
		for (List<Holding> holdings : byClient.values()) {
			Holding any = holdings.getFirst();
			Map<String, List<ValuedPosition>> portfolios = Portfolios.value(holdings, (provider, isin) -> Optional
				.ofNullable(closes.get(provider).get(isin)));
			List<SnapshotRow> snapshots = valuation.value(any.tenantId(), any.clientId(), date, portfolios);
			List<ValuedPosition> positions = portfolios.values().stream().flatMap(List::stream).toList();
			LossThresholdIssuer.Kept kept = issuer.keep(snapshots, positions);
			valued += kept.portfolios();
			reported += kept.reported() ? 1 : 0;
		}
		return new Run(date, valued, reported);
	}

	private LocalDate today() {
		return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
	}

	/** The closes of every instrument held, one batch per provider. */
	private Map<TradeProvider, Map<String, BigDecimal>> closes(LocalDate date, Map<UUID, List<Holding>> byClient) {
		Map<TradeProvider, List<String>> isins = new HashMap<>();
		byClient.values().forEach(holdings -> holdings.forEach(holding -> isins
			.computeIfAbsent(holding.provider(), p -> new ArrayList<>()).add(holding.isinCode())));
		Map<TradeProvider, Map<String, BigDecimal>> closes = new HashMap<>();
		for (TradeProvider provider : TradeProvider.values()) {
			closes.put(provider, isins.containsKey(provider) ? prices.closes(provider, date, isins.get(provider))
					: Map.of());
		}
		return closes;
	}
}
