package dev.kontor.aml.audit;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * Reads a tenant's kept changes, newest first: the entries of {@link AuditTrail} and the evaluation decision log,
 * merged into one list. A query spans at most {@link AuditSettings#maxRange()}; without dates it reads that far back
 * from now.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class AuditLog {

	private static final Comparator<AuditEntry> NEWEST_FIRST = Comparator
		.comparing((AuditEntry entry) -> entry.change().changedDate())
		.thenComparing(AuditEntry::id)
		.reversed();

	private final AuditEntries entries;

	private final DecisionLog decisions;

	private final AuditSettings settings;

	private final Clock clock;

	/**
	 * The page of entries of the range from {@code dateFrom} (inclusive) to {@code dateTo} (exclusive); a missing
	 * {@code dateTo} is now, a missing {@code dateFrom} the longest range before {@code dateTo}.
	 */
	@Transactional(readOnly = true)
	public List<AuditEntry> find(TenantId tenantId, @Nullable String entity, @Nullable UUID entityId,
			@Nullable Instant dateFrom, @Nullable Instant dateTo, PageRequest page) {
		AuditQuery query = query(tenantId.value(), entity, entityId, dateFrom, dateTo, page);
		List<AuditEntry> merged = new ArrayList<>();
		if (query.entity() != AuditedEntity.Evaluation) {
			merged.addAll(entries.newest(query));
		}
		if (query.entity() == null || query.entity() == AuditedEntity.Evaluation) {
			merged.addAll(decisions.newest(query));
		}
		return merged.stream().sorted(NEWEST_FIRST).skip(page.offset()).limit(page.recordsPerPage()).toList();
	}

	/**
	 * The newest changes of one record ({@code entityId}) or of one family's records ({@code family}, a path segment
	 * such as {@code customer-sector}), whatever their age, at most {@code limit}, newest first. Evaluations keep
	 * their decisions apart and are not read here.
	 */
	@Transactional(readOnly = true)
	public List<AuditEntry> historyOf(TenantId tenantId, AuditedEntity entity, @Nullable UUID entityId,
			@Nullable String family, int limit) {
		return entries.newestOf(tenantId.value(), entity, entityId, family, limit);
	}

	private AuditQuery query(UUID tenantId, @Nullable String entity, @Nullable UUID entityId,
			@Nullable Instant dateFrom, @Nullable Instant dateTo, PageRequest page) {
		AuditedEntity named = entity == null ? null : AuditedEntity.named(entity)
			.orElseThrow(() -> new InvalidInput("entity", "must be one of ParameterRecord, TenantSettings, "
					+ "MonitoringRecord, CashBalance, Evaluation"));
		Instant to = dateTo == null ? Timestamps.now(clock) : dateTo;
		Instant from = dateFrom == null ? to.minus(settings.maxRange()) : dateFrom;
		if (!from.isBefore(to)) {
			throw new InvalidInput("dateFrom", "must be before dateTo");
		}
		if (from.plus(settings.maxRange()).isBefore(to)) {
			throw new InvalidInput("dateTo",
					"must lie at most " + settings.maxRange().toDays() + " days after dateFrom; ask for a shorter range");
		}
		return new AuditQuery(tenantId, named, entityId, from, to, page);
	}
}
