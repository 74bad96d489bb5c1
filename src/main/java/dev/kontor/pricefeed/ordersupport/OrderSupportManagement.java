package dev.kontor.pricefeed.ordersupport;

import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.PriceFeedSettings;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.TradingReferenceAnnouncements;
import dev.kontor.shared.Isins;
import dev.kontor.pricefeed.rules.Problems;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.security.Caller;

/**
 * Order support items per tenant. A caller writes its own tenant's items; only the operator ({@code platform.admin})
 * names another tenant. Reads show the caller's tenant's items only.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class OrderSupportManagement {

	private static final Logger log = LoggerFactory.getLogger(OrderSupportManagement.class);

	private final OrderSupportStore store;

	private final InstrumentCatalogue instruments;

	private final Clock clock;

	private final PriceFeedSettings settings;

	private final TradingReferenceAnnouncements tradingReference;

	/** Inserts or updates the items, all or none; answers them as stored, in the order sent. */
	@Transactional
	public List<OrderSupportItem> upsert(Caller caller, List<OrderSupportDefinition> sent) {
		if (sent.size() > settings.maxItemsPerUpsert()) {
			throw new InvalidInput("items", "at most " + settings.maxItemsPerUpsert() + " per request");
		}
		check(sent).throwIfAny();
		sent.forEach(item -> caller.requireTenant(tenantOf(item, caller)));
		requireInstruments(sent);
		String actor = caller.actorId().toString();
		Instant now = Timestamps.now(clock);
		for (OrderSupportDefinition item : sent) {
			UUID tenantId = tenantOf(item, caller);
			if (!store.update(tenantId, item, actor, now)) {
				store.insert(tenantId, item, actor, now);
			}
		}
		tradingReference.changed();
		log.info("Upserted {} order support items", sent.size());
		return sent.stream().map(item -> store.get(tenantOf(item, caller), item.provider(), item.isinCode())).toList();
	}

	/** The item's tenant: the caller's when it names none. */
	private static UUID tenantOf(OrderSupportDefinition item, Caller caller) {
		return item.tenantId() == null ? caller.tenantId() : item.tenantId();
	}

	public List<OrderSupportItem> list(UUID tenantId, TradeProvider provider) {
		return store.list(tenantId, provider);
	}

	private static Problems check(List<OrderSupportDefinition> items) {
		Set<String> seen = new HashSet<>();
		return Problems.ofEach(items, (problems, prefix, item) -> {
			if (problems.validate(prefix, item) && !Isins.isValid(item.isinCode())) {
				problems.add(prefix + ".isinCode", Isins.MESSAGE);
			}
			if (!seen.add(item.tenantId() + "/" + item.provider() + "/" + item.isinCode())) {
				problems.add(prefix + ".isinCode", "is named twice for this tenant and provider");
			}
		});
	}

	private void requireInstruments(List<OrderSupportDefinition> items) {
		Problems unknown = new Problems();
		for (int i = 0; i < items.size(); i++) {
			OrderSupportDefinition item = items.get(i);
			if (instruments.find(item.provider(), item.isinCode()).isEmpty()) {
				unknown.add("[" + i + "].isinCode", "no instrument " + item.isinCode() + " at " + item.provider());
			}
		}
		if (!unknown.isEmpty()) {
			throw new RuleViolation("Order support refers to unknown instruments", unknown.errors());
		}
	}
}
