package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.util.UUID;

import com.github.benmanes.caffeine.cache.Cache;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.orders.FeeSchedule;
import dev.kontor.orders.Fees;
import dev.kontor.orders.OrderSettings;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChanges;
import dev.kontor.shared.jdbc.Forgetting;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The tenants' own order fees, set by the operator; the platform's default ({@code kontor.orders.fees.*}) elsewhere.
 */
@Service
public class TenantFees implements Fees {

	private final JdbcClient jdbc;

	private final OrderSettings settings;

	private final Clock clock;

	/** A tenant's fee was set: its id. */
	private static final ChangeTopic TOPIC = new ChangeTopic("orders.fees");

	/**
	 * Remembered for {@code kontor.orders.reference-data-ttl}; forgotten at once when set through this instance, and
	 * when another instance's notification of its change arrives.
	 */
	private final Cache<UUID, FeeSchedule> remembered;

	private final ClusterChanges changes;

	TenantFees(JdbcClient jdbc, OrderSettings settings, Clock clock, ClusterChanges changes) {
		this.jdbc = jdbc;
		this.settings = settings;
		this.clock = clock;
		this.changes = changes;
		this.remembered = settings.referenceDataCache(10_000);
		changes.subscribe(TOPIC, ChangeSubscriber.of(change -> remembered.invalidate(UUID.fromString(change.payload())),
				remembered::invalidateAll));
	}

	@Override
	public BigDecimal of(UUID tenantId, BigDecimal orderValue) {
		return scheduleOf(tenantId).feeOf(orderValue);
	}

	@Override
	public FeeSchedule scheduleOf(UUID tenantId) {
		return remembered.get(tenantId, this::read);
	}

	private FeeSchedule read(UUID tenantId) {
		return jdbc.sql("SELECT fixed_amount, percent, minimum FROM order_fee_settings WHERE tenant_id = :tenantId")
			.param("tenantId", tenantId)
			.query((rs, row) -> new FeeSchedule(Decimals.plain(rs.getBigDecimal(1)), Decimals.plain(rs.getBigDecimal(2)),
					Decimals.plain(rs.getBigDecimal(3))))
			.optional()
			.orElse(settings.fees());
	}

	/** Sets the tenant's own fee; later orders reserve by it and later fills are charged by it. */
	@Transactional
	public FeeSchedule set(UUID tenantId, UUID actorId, FeeSchedule schedule) {
		Forgetting.nowAndAtTransactionEnd(() -> remembered.invalidate(tenantId));
		changes.publish(TOPIC, tenantId.toString());
		int updated = jdbc.sql("UPDATE order_fee_settings SET fixed_amount = :fixed, percent = :percent, "
				+ "minimum = :minimum, updated_user_id = :actor, updated_date = :now WHERE tenant_id = :tenantId")
			.param("fixed", schedule.fixedAmount())
			.param("percent", schedule.percent())
			.param("minimum", schedule.minimum())
			.param("actor", actorId)
			.param("now", Timestamps.of(Timestamps.now(clock)))
			.param("tenantId", tenantId)
			.update();
		if (updated == 0) {
			jdbc.sql("INSERT INTO order_fee_settings (tenant_id, fixed_amount, percent, minimum, updated_user_id, "
					+ "updated_date) VALUES (:tenantId, :fixed, :percent, :minimum, :actor, :now)")
				.param("tenantId", tenantId)
				.param("fixed", schedule.fixedAmount())
				.param("percent", schedule.percent())
				.param("minimum", schedule.minimum())
				.param("actor", actorId)
				.param("now", Timestamps.of(Timestamps.now(clock)))
				.update();
		}
		return scheduleOf(tenantId);
	}
}
