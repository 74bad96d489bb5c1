package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.net.http.HttpClient;
import java.time.Clock;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import quickfix.Acceptor;
import quickfix.ConfigError;
import quickfix.FileStoreFactory;
import quickfix.SLF4JLogFactory;
import quickfix.SessionID;
import quickfix.SessionSettings;
import quickfix.SocketAcceptor;
import quickfix.fix44.MessageFactory;

import dev.kontor.simulators.SimulatorProcess;

/**
 * The FIX exchange simulator: {@code java -jar kontor.jar --kontor.mode=fix-exchange --kontor.fix-exchange.*=...}
 * (contract section 12). Kontor's {@code main} hands over to {@link #main} before Spring starts, so the simulator runs
 * without Kontor's database or web server. One thread (the exchange's) changes orders: it takes Kontor's requests in
 * the order received, each before QuickFIX/J counts the message as received, and works the open orders against what
 * the {@link PriceReader} read of the price feed for their instruments, on a thread of its own. The order book is journalled in the store directory beside the session's file store,
 * so that a simulator killed and started again goes on where it stopped: its first task sends again the fills whose
 * reports it may not have sent.
 */
public final class FixExchange implements AutoCloseable {

	/** The argument that selects the simulator instead of Kontor. */
	public static final String MODE = "--kontor.mode=fix-exchange";

	/** Logback's set-up for the simulator, which runs without Spring Boot's; read at the first log line. */
	static final String LOGGING = "fix-exchange-logback.xml";

	private final Acceptor acceptor;

	private final ExecutorService exchange;

	private final PriceReader prices;

	private final OrderBook book;

	private final @Nullable ControlServer control;

	private FixExchange(Acceptor acceptor, ExecutorService exchange, PriceReader prices, OrderBook book,
			@Nullable ControlServer control) {
		this.acceptor = acceptor;
		this.exchange = exchange;
		this.prices = prices;
		this.book = book;
		this.control = control;
	}

	/** Whether the arguments ask for the simulator rather than Kontor. */
	public static boolean requested(String... args) {
		return Arrays.asList(args).contains(MODE);
	}

	/** Runs the simulator until the process ends or the calling thread is interrupted. */
	public static void main(String... args) throws Exception {
		SimulatorProcess.run("fix-exchange", LOGGING, () -> start(ExchangeSettings.of(args), Clock.systemUTC()));
	}

	static FixExchange start(ExchangeSettings settings, Clock clock) throws ConfigError, IOException {
		HttpClient http = HttpClient.newBuilder().connectTimeout(PriceFeed.TIMEOUT).build();
		PriceFeed feed = new PriceFeed(http, settings.priceFeedUrl(), new AccessTokens(http, settings, clock));
		MarketHours hours = new MarketHours(feed, clock);
		Market market = new Market(hours, feed, settings.maxQuoteAge(), settings.pollInterval().multipliedBy(2));
		AtomicReference<Switches> switches = new AtomicReference<>(settings.switches());
		OrderBook book = OrderBook.restored(settings.storeDir());
		Ids ids = new Ids(clock.instant(), book.usedIds());
		Outbox outbox = new Outbox();
		Reports reports = new Reports(outbox, book, ids, switches::get, clock);
		Dealer dealer = new Dealer(book, new Matching(settings.maxQuoteAge()), market, reports, ids, clock);
		Desk desk = new Desk(book, dealer, market, reports, ids, switches::get, clock);
		SessionEnds sessionEnds = new SessionEnds(book, hours, reports, clock);
		ExecutorService exchange = Executors
			.newSingleThreadExecutor(Thread.ofPlatform().name("fix-exchange").factory());
		PriceReader prices = new PriceReader(market, exchange, book::restingInstruments, states -> {
			dealer.poll(states);
			sessionEnds.review();
		}, clock);
		SessionSettings session = sessionSettings(settings);
		Acceptor acceptor = new SocketAcceptor(new FixSession(desk, awaited(exchange), outbox),
				new FileStoreFactory(session), session, new SLF4JLogFactory(session), new MessageFactory());
		acceptor.start();
		exchange.execute(guarded(() -> book.unsent().forEach(reports::resent)));
		// polls only once the session exists: a fill sent before it would be lost, not kept for Kontor's resend request
		prices.start(settings.pollInterval());
		ControlServer control = settings.controlPort() == null ? null
				: ControlServer.start(settings.controlPort(),
						() -> exchange.submit(() -> ExchangeStatus.of(book, switches.get(), outbox.isLoggedOn()))
							.get(5, TimeUnit.SECONDS),
						() -> exchange.submit(() -> ExchangeCounts.of(book, outbox.isLoggedOn()))
							.get(5, TimeUnit.SECONDS),
						switches, outbox);
		log().info("FIX exchange {} accepting {} on port {}, prices from {}", settings.senderCompId(),
				settings.targetCompId(), settings.port(), settings.priceFeedUrl());
		return new FixExchange(acceptor, exchange, prices, book, control);
	}

	/**
	 * One FIX 4.4 session, around the clock, validated against QuickFIX/J's FIX 4.4 dictionary; sequence numbers and
	 * sent messages in the file store, never reset at logon ({@code docs/fix.md}, session).
	 */
	private static SessionSettings sessionSettings(ExchangeSettings settings) {
		SessionSettings session = new SessionSettings();
		SessionID id = new SessionID("FIX.4.4", settings.senderCompId(), settings.targetCompId());
		session.setString(id, "ConnectionType", "acceptor");
		session.setLong(id, "SocketAcceptPort", settings.port());
		session.setString(id, "NonStopSession", "Y");
		session.setString(id, "StartTime", "00:00:00");
		session.setString(id, "EndTime", "00:00:00");
		session.setString(id, "UseDataDictionary", "Y");
		session.setString(id, "DataDictionary", "FIX44.xml");
		session.setString(id, "ResetOnLogon", "N");
		session.setString(id, "FileStorePath", settings.storeDir().toString());
		session.setString(id, "SLF4JLogHeartbeats", "N");
		return session;
	}

	/**
	 * Runs a request on the exchange's thread and waits for it, so that QuickFIX/J counts a message received (and
	 * does not ask for it again after a restart) only once the journal has what it changed.
	 */
	private static Executor awaited(ExecutorService exchange) {
		return command -> {
			try {
				exchange.submit(guarded(command)).get();
			}
			catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
			}
			catch (ExecutionException notGuarded) {
				log().warn("The exchange could not complete a request", notGuarded.getCause());
			}
		};
	}

	private static Runnable guarded(Runnable work) {
		return () -> {
			try {
				work.run();
			}
			catch (RuntimeException failed) {
				log().warn("The exchange could not complete a task", failed);
			}
		};
	}

	/** Not a constant: the class is loaded before {@link #main} has chosen the logging set-up. */
	private static Logger log() {
		return LoggerFactory.getLogger(FixExchange.class);
	}

	@Override
	public void close() {
		if (control != null) {
			control.close();
		}
		acceptor.stop(true);
		prices.close();
		exchange.shutdownNow();
		try {
			exchange.awaitTermination(5, TimeUnit.SECONDS);
			book.close();
		}
		catch (IOException unclosed) {
			log().warn("The journal could not be closed: {}", unclosed.toString());
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
