package dev.kontor.corporateactions.announcements;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.AnnouncementSource;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.corporateactions.OptionType;
import dev.kontor.shared.jdbc.Databases;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The announcements ({@code corporate_actions}) with their options ({@code corporate_action_options}). */
@Repository
class AnnouncementStore {

	private static final String COLUMNS = "id, isin_code, event_type, mandatory_voluntary, status, ex_date, "
			+ "record_date, payment_date, election_deadline, meeting_date, currency_code, gross_amount_per_share, "
			+ "withholding_tax_rate, ratio_new, ratio_old, new_isin_code, cash_in_lieu_price, description, source, "
			+ "created_date, updated_date";

	private final JdbcClient jdbc;

	/**
	 * The lock that transactions working an action at once take: shared on PostgreSQL, so that they exclude only the
	 * holders of the exclusive one; H2 knows no shared row lock, so there they take turns.
	 */
	private final String sharedLock;

	AnnouncementStore(JdbcClient jdbc, DataSource dataSource) {
		this.jdbc = jdbc;
		this.sharedLock = Databases.isPostgres(Databases.productNameOf(dataSource)) ? " FOR SHARE SKIP LOCKED"
				: " FOR UPDATE SKIP LOCKED";
	}

	Optional<CorporateAction> find(CorporateActionId id) {
		return byId(id, "");
	}

	/** The action with its row locked until the transaction ends: changes of one action take turns. */
	Optional<CorporateAction> lock(CorporateActionId id) {
		return byId(id, " FOR UPDATE");
	}

	/** The action with its row locked, unless another transaction holds it (then empty). */
	Optional<CorporateAction> lockUnlessBusy(CorporateActionId id) {
		return byId(id, " FOR UPDATE SKIP LOCKED");
	}

	/**
	 * The action with its row locked in shared mode (other shared holders go on at once), unless a transaction holds
	 * it exclusively (then empty).
	 */
	Optional<CorporateAction> shareUnlessBusy(CorporateActionId id) {
		return byId(id, sharedLock);
	}

	private Optional<CorporateAction> byId(CorporateActionId id, String lock) {
		return withOptions(jdbc.sql("SELECT " + COLUMNS + " FROM corporate_actions WHERE id = :id" + lock)
			.param("id", id.value())
			.query(AnnouncementStore::action)
			.optional());
	}

	void insert(CorporateAction action) {
		jdbc.sql("INSERT INTO corporate_actions (" + COLUMNS + ", version) VALUES (:id, :isinCode, :eventType, "
				+ ":mandatoryVoluntary, :status, :exDate, :recordDate, :paymentDate, :electionDeadline, :meetingDate, "
				+ ":currencyCode, :gross, :taxRate, :ratioNew, :ratioOld, :newIsinCode, :cashInLieuPrice, "
				+ ":description, :source, :createdDate, :updatedDate, 0)")
			.params(row(action))
			.update();
		insertOptions(action);
	}

	void update(CorporateAction action) {
		jdbc.sql("UPDATE corporate_actions SET isin_code = :isinCode, event_type = :eventType, "
				+ "mandatory_voluntary = :mandatoryVoluntary, status = :status, ex_date = :exDate, "
				+ "record_date = :recordDate, payment_date = :paymentDate, election_deadline = :electionDeadline, "
				+ "meeting_date = :meetingDate, currency_code = :currencyCode, gross_amount_per_share = :gross, "
				+ "withholding_tax_rate = :taxRate, ratio_new = :ratioNew, ratio_old = :ratioOld, "
				+ "new_isin_code = :newIsinCode, cash_in_lieu_price = :cashInLieuPrice, description = :description, "
				+ "source = :source, updated_date = :updatedDate, version = version + 1 WHERE id = :id")
			.params(row(action))
			.update();
		jdbc.sql("DELETE FROM corporate_action_options WHERE corporate_action_id = :id")
			.param("id", action.corporateActionId().value())
			.update();
		insertOptions(action);
	}

	/**
	 * The announced actions, other than general meetings, whose record date is before {@code today} and whose
	 * entitlements are not fixed yet.
	 */
	List<CorporateAction> toEntitle(LocalDate today) {
		return withOptions(jdbc.sql("SELECT " + COLUMNS + " FROM corporate_actions WHERE status = 'Announced' AND "
				+ "entitled_date IS NULL AND record_date < :today AND event_type <> 'GeneralMeeting' ORDER BY id")
			.param("today", today)
			.query(AnnouncementStore::action)
			.list());
	}

	/**
	 * The announced actions of these kinds with entitlements fixed whose payment date has come and whose election
	 * deadline (if any) has passed.
	 */
	List<CorporateAction> dueForBooking(LocalDate today, Collection<CorporateActionType> types) {
		return withOptions(jdbc.sql("SELECT " + COLUMNS + " FROM corporate_actions WHERE status = 'Announced' AND "
				+ "entitled_date IS NOT NULL AND payment_date <= :today AND (election_deadline IS NULL OR "
				+ "election_deadline < :today) AND event_type IN (:types) ORDER BY payment_date, id")
			.param("today", today)
			.param("types", types.stream().map(Enum::name).toList())
			.query(AnnouncementStore::action)
			.list());
	}

	/** The announced actions of these kinds whose ex date has come and was not acted on yet. */
	List<CorporateAction> exDatesReached(LocalDate today, Collection<CorporateActionType> types) {
		return withOptions(jdbc.sql("SELECT " + COLUMNS + " FROM corporate_actions WHERE status = 'Announced' AND "
				+ "ex_date_passed IS NULL AND ex_date <= :today AND event_type IN (:types) ORDER BY ex_date, id")
			.param("today", today)
			.param("types", types.stream().map(Enum::name).toList())
			.query(AnnouncementStore::action)
			.list());
	}

	/** Marks the ex date acted on; whether it was not before. */
	boolean markExDatePassed(CorporateActionId id, Instant now) {
		return jdbc.sql("UPDATE corporate_actions SET ex_date_passed = :now WHERE id = :id AND ex_date_passed IS NULL")
			.param("now", Timestamps.of(now))
			.param("id", id.value())
			.update() > 0;
	}

	/** Sets the action's status alone: its announcement and options stay as they are. */
	void changeStatus(CorporateActionId id, CorporateActionStatus status, Instant now) {
		jdbc.sql("UPDATE corporate_actions SET status = :status, updated_date = :now, version = version + 1 "
				+ "WHERE id = :id")
			.param("status", status.name())
			.param("now", Timestamps.of(now))
			.param("id", id.value())
			.update();
	}

	/** Whether the action's entitlements are fixed. */
	boolean entitled(CorporateActionId id) {
		return jdbc.sql("SELECT entitled_date FROM corporate_actions WHERE id = :id")
			.param("id", id.value())
			.query((rs, row) -> rs.getObject(1) != null)
			.single();
	}

	void markEntitled(CorporateActionId id, Instant now) {
		jdbc.sql("UPDATE corporate_actions SET entitled_date = :now WHERE id = :id")
			.param("now", Timestamps.of(now))
			.param("id", id.value())
			.update();
	}

	/** The actions matching every filter given, by record date (latest first), then id; one page. */
	List<CorporateAction> list(AnnouncementFilter filter, PageRequest page) {
		SqlConditions conditions = filter.conditions();
		return withOptions(jdbc
			.sql("SELECT " + COLUMNS + " FROM corporate_actions WHERE 1 = 1" + conditions.sql()
					+ " ORDER BY record_date DESC, id OFFSET :offset ROWS FETCH FIRST :limit ROWS ONLY")
			.params(conditions.parameters())
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(AnnouncementStore::action)
			.list());
	}

	long count(AnnouncementFilter filter) {
		return filter.conditions().count(jdbc, "corporate_actions WHERE 1 = 1", Map.of());
	}

	private void insertOptions(CorporateAction action) {
		for (Announcement.ElectionOption option : action.announcement().options()) {
			jdbc.sql("INSERT INTO corporate_action_options (corporate_action_id, option_number, option_type, "
					+ "is_default) VALUES (:id, :number, :type, :isDefault)")
				.param("id", action.corporateActionId().value())
				.param("number", option.optionNumber())
				.param("type", option.optionType().name())
				.param("isDefault", option.isDefault())
				.update();
		}
	}

	private Optional<CorporateAction> withOptions(Optional<CorporateAction> action) {
		return action.map(found -> withOptions(List.of(found)).getFirst());
	}

	/** The actions with their options, read for all of them in one query. */
	private List<CorporateAction> withOptions(List<CorporateAction> actions) {
		if (actions.isEmpty()) {
			return actions;
		}
		Map<String, List<Announcement.ElectionOption>> options = optionsOf(
				actions.stream().map(action -> action.corporateActionId().value()).toList());
		return actions.stream()
			.map(action -> action
				.withOptions(options.getOrDefault(action.corporateActionId().value(), List.of())))
			.toList();
	}

	private Map<String, List<Announcement.ElectionOption>> optionsOf(Collection<String> ids) {
		return jdbc.sql("SELECT corporate_action_id, option_number, option_type, is_default "
				+ "FROM corporate_action_options WHERE corporate_action_id IN (:ids) ORDER BY option_number")
			.param("ids", ids)
			.query((rs, row) -> Map.entry(rs.getString(1),
					new Announcement.ElectionOption(rs.getInt(2), OptionType.valueOf(rs.getString(3)),
							rs.getBoolean(4))))
			.list()
			.stream()
			.collect(Collectors.groupingBy(Map.Entry::getKey,
					Collectors.mapping(Map.Entry::getValue, Collectors.toList())));
	}

	private static Map<String, @Nullable Object> row(CorporateAction action) {
		Announcement announcement = action.announcement();
		Announcement.KeyDates dates = announcement.dates();
		Announcement.CashTerms cash = announcement.cash();
		Announcement.ShareTerms shares = announcement.shares();
		Map<String, @Nullable Object> row = new HashMap<>();
		row.put("id", action.corporateActionId().value());
		row.put("isinCode", announcement.isinCode());
		row.put("eventType", announcement.eventType().name());
		row.put("mandatoryVoluntary", announcement.mandatoryVoluntary().name());
		row.put("status", action.status().name());
		row.put("exDate", dates.exDate());
		row.put("recordDate", dates.recordDate());
		row.put("paymentDate", dates.paymentDate());
		row.put("electionDeadline", dates.electionDeadline());
		row.put("meetingDate", dates.meetingDate());
		row.put("currencyCode", cash.currencyCode());
		row.put("gross", cash.grossAmountPerShare());
		row.put("taxRate", cash.withholdingTaxRate());
		row.put("ratioNew", shares.ratioNew());
		row.put("ratioOld", shares.ratioOld());
		row.put("newIsinCode", shares.newIsinCode());
		row.put("cashInLieuPrice", shares.cashInLieuPrice());
		row.put("description", announcement.description());
		row.put("source", action.source().name());
		row.put("createdDate", Timestamps.of(action.createdDate()));
		row.put("updatedDate", Timestamps.of(action.updatedDate()));
		return row;
	}

	/** An action as its row holds it, without its options (read for all rows at once, {@link #withOptions}). */
	private static CorporateAction action(ResultSet rs, int row) throws SQLException {
		Announcement.KeyDates dates = new Announcement.KeyDates(rs.getObject("ex_date", LocalDate.class),
				rs.getObject("record_date", LocalDate.class), rs.getObject("payment_date", LocalDate.class),
				rs.getObject("election_deadline", LocalDate.class), rs.getObject("meeting_date", LocalDate.class));
		Announcement.CashTerms cash = new Announcement.CashTerms(rs.getString("currency_code"),
				rs.getBigDecimal("gross_amount_per_share"), rs.getBigDecimal("withholding_tax_rate"));
		Announcement.ShareTerms shares = new Announcement.ShareTerms(rs.getBigDecimal("ratio_new"),
				rs.getBigDecimal("ratio_old"), rs.getString("new_isin_code"), rs.getBigDecimal("cash_in_lieu_price"));
		Announcement announcement = new Announcement(rs.getString("isin_code"),
				CorporateActionType.valueOf(rs.getString("event_type")),
				MandatoryVoluntary.valueOf(rs.getString("mandatory_voluntary")), dates, cash, shares, List.of(),
				rs.getString("description"));
		return new CorporateAction(new CorporateActionId(rs.getString("id")), announcement,
				CorporateActionStatus.valueOf(rs.getString("status")), AnnouncementSource.valueOf(rs.getString("source")),
				Timestamps.instant(rs, "created_date"), Timestamps.instant(rs, "updated_date"));
	}
}
