package dev.kontor.webhooks.intake;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.intake.Receivers.Route;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.NewDelivery;

/**
 * Accepts events of the catalogue: checks each type's parameters, finds the client records each concerns, and
 * stores the events and one delivery per endpoint that receives each ({@link Receivers}) in the transaction of the
 * change ({@link OutboxWrites}, as it commits), so that an accepted event is never lost and a rolled-back change never
 * sends one.
 *
 * <p>Events come in two ways: from the platform's own modules, with a type the publisher knows, and from
 * back-office systems through the operator API, whose types arrive as text and are read here, the only place.
 */
@Service
public class EventIntake {

	private final OutboxWrites outbox;

	private final Receivers receivers;

	private final ConcernedClients concernedClients;

	private final DataUrls dataUrls;

	private final Ids ids;

	private final Clock clock;

	EventIntake(OutboxWrites outbox, Receivers receivers, ConcernedClients concernedClients, PlatformSettings platform,
			Ids ids, Clock clock) {
		this.outbox = outbox;
		this.receivers = receivers;
		this.concernedClients = concernedClients;
		this.dataUrls = new DataUrls(platform.issuerString());
		this.ids = ids;
		this.clock = clock;
	}

	/** An event as a back-office system hands it in, its type as sent. */
	public record Submission(UUID tenantId, String type, Map<String, String> parameters) {
	}

	/**
	 * An event of a known type; {@code clients} are the client records it concerns beyond those its parameters name,
	 * or all of them when {@code clientsComplete} (the publisher knows whose records its parameters name).
	 */
	record NewEvent(UUID tenantId, EventType type, Map<String, String> parameters, Set<UUID> clients,
			boolean clientsComplete) {
	}

	/** Accepts one submitted event; its problems are named by property ({@code parameters.year}). */
	@Transactional
	public AcceptedEvent accept(Submission submission) {
		NewEvent event = read(submission, "");
		return store(List.of(event)).getFirst();
	}

	/**
	 * Accepts all the events or none: the problems of each are named by its index ({@code events[2].parameters.year}).
	 */
	@Transactional
	public List<AcceptedEvent> acceptAll(List<Submission> submissions) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		List<NewEvent> newEvents = new ArrayList<>(submissions.size());
		for (int i = 0; i < submissions.size(); i++) {
			try {
				newEvents.add(read(submissions.get(i), "events[" + i + "]."));
			}
			catch (InvalidInput invalid) {
				problems.putAll(invalid.errors());
			}
		}
		if (!problems.isEmpty()) {
			throw new InvalidInput("Some events do not fit their types; none was accepted", problems);
		}
		return store(newEvents);
	}

	/** Accepts an event the platform publishes, in the publisher's transaction. */
	@Transactional
	AcceptedEvent accept(UUID tenantId, EventType type, Map<String, String> parameters, Set<UUID> clients) {
		check(type, parameters, "");
		return store(List.of(new NewEvent(tenantId, type, parameters, clients, false))).getFirst();
	}

	/**
	 * Accepts an event the platform publishes about records of one client record only (an account's events name the
	 * account, whose holder the publisher knows), in the publisher's transaction, without looking the records up.
	 */
	@Transactional
	AcceptedEvent acceptOfClient(UUID tenantId, EventType type, Map<String, String> parameters, UUID clientId) {
		check(type, parameters, "");
		return store(List.of(new NewEvent(tenantId, type, parameters, Set.of(clientId), true))).getFirst();
	}

	/** An event about records of one client record only, with the client record. */
	record ClientEvent(Map<String, String> parameters, UUID clientId) {
	}

	/**
	 * Accepts events of one type the platform publishes, each about records of one client record only, in the
	 * publisher's transaction: as {@link #acceptOfClient} does each, with the receivers of all found at once.
	 */
	@Transactional
	List<AcceptedEvent> acceptOfClients(UUID tenantId, EventType type, List<ClientEvent> events) {
		events.forEach(event -> check(type, event.parameters(), ""));
		return store(events.stream()
			.map(event -> new NewEvent(tenantId, type, event.parameters(), Set.of(event.clientId()), true))
			.toList());
	}

	private static NewEvent read(Submission submission, String prefix) {
		EventType type = EventType.fromWireName(submission.type())
			.orElseThrow(() -> new InvalidInput(prefix + "type", "Unknown event type '" + submission.type() + "'"));
		check(type, submission.parameters(), prefix);
		return new NewEvent(submission.tenantId(), type, submission.parameters(), Set.of(), false);
	}

	/** @throws InvalidInput naming each problem by its path after {@code prefix} */
	private static void check(EventType type, Map<String, String> parameters, String prefix) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		type.validate(parameters).problems().forEach((path, messages) -> problems.put(prefix + path, messages));
		if (!problems.isEmpty()) {
			throw new InvalidInput("The event's parameters do not fit its type", problems);
		}
	}

	private List<AcceptedEvent> store(List<NewEvent> newEvents) {
		// to the microsecond the databases keep: the answer's occurredAt is the one stored and delivered
		Instant now = Timestamps.now(clock);
		ConcernedClients.Resolver clientsOf = concernedClients.resolver();
		List<Route> routes = new ArrayList<>(newEvents.size());
		for (NewEvent event : newEvents) {
			Set<UUID> clients = new LinkedHashSet<>(event.clients());
			if (!event.clientsComplete()) {
				clients.addAll(clientsOf.of(event.tenantId(), event.parameters()));
			}
			routes.add(new Route(event.tenantId(), event.type(), clients));
		}
		Map<Route, List<WebhookEndpoint>> receiversByRoute = receivers.of(routes);
		List<AcceptedEvent> accepted = new ArrayList<>(newEvents.size());
		List<NewDelivery> newDeliveries = new ArrayList<>();
		for (int i = 0; i < newEvents.size(); i++) {
			NewEvent event = newEvents.get(i);
			AcceptedEvent acceptedEvent = new AcceptedEvent(ids.next(), event.tenantId(), event.type(),
					event.parameters(), dataUrls.of(event.type(), event.parameters()), now, routes.get(i).clients());
			accepted.add(acceptedEvent);
			for (WebhookEndpoint endpoint : receiversByRoute.get(routes.get(i))) {
				newDeliveries.add(new NewDelivery(acceptedEvent.id(), event.type(), endpoint.id(), event.tenantId()));
			}
		}
		outbox.write(accepted, newDeliveries, now);
		return accepted;
	}
}
