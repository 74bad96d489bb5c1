package dev.kontor.corporateactions.statements;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.annotation.JsonSerialize;
import tools.jackson.databind.ser.std.ToStringSerializer;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.EntitlementStatus;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;

/**
 * The statement of a client record for a corporate action: the action's terms, each of the record's entitlements
 * with the cash booked for it, the totals of what was booked, and when the statement was made (its last booking).
 * On the wire one flat object: the terms, then {@code clientId}, {@code entitlements}, {@code totals} and
 * {@code createdDate}. Amounts are in the action's currency, without trailing zeros.
 */
public record CorporateActionStatement(@JsonUnwrapped ActionTerms action, UUID clientId,
		List<EntitlementLine> entitlements, StatementTotals totals, Instant createdDate) {

	public CorporateActionStatement {
		Objects.requireNonNull(action, "action");
		entitlements = List.copyOf(entitlements);
	}

	/**
	 * What the action is and pays per share, of which {@code withholdingTaxRate} percent is withheld, and how it
	 * changes shares ({@code ratioNew} for {@code ratioOld}, of {@code newIsinCode} where another instrument is
	 * delivered, fractions paid at {@code cashInLieuPrice}).
	 */
	public record ActionTerms(
			@JsonSerialize(using = ToStringSerializer.class) @Schema(type = "string") CorporateActionId corporateActionId,
			String isinCode, CorporateActionType eventType, @JsonUnwrapped StatementDates dates,
			@JsonUnwrapped Announcement.CashTerms cash, @JsonUnwrapped Announcement.ShareTerms shares,
			@Nullable String description) {

		static ActionTerms of(CorporateAction action) {
			Announcement announcement = action.announcement().plain();
			Announcement.KeyDates dates = announcement.dates();
			Announcement.CashTerms cash = announcement.cash();
			return new ActionTerms(action.corporateActionId(), announcement.isinCode(), announcement.eventType(),
					new StatementDates(dates.exDate(), dates.recordDate(), dates.paymentDate()),
					cash, announcement.shares(), announcement.description());
		}

		public @Nullable LocalDate exDate() {
			return dates.exDate();
		}

		public @Nullable LocalDate recordDate() {
			return dates.recordDate();
		}

		public @Nullable LocalDate paymentDate() {
			return dates.paymentDate();
		}

		public @Nullable String currencyCode() {
			return cash.currencyCode();
		}

		public @Nullable BigDecimal grossAmountPerShare() {
			return cash.grossAmountPerShare();
		}

		public @Nullable BigDecimal withholdingTaxRate() {
			return cash.withholdingTaxRate();
		}
	}

	/** The dates a statement names: the ex date, the record date and the payment date. */
	public record StatementDates(@Nullable LocalDate exDate, @Nullable LocalDate recordDate,
			@Nullable LocalDate paymentDate) {
	}

	/**
	 * One entitlement: the deposit account's holding at the end of the record date, where it stands, and the cash
	 * booked on the internal account (gross, tax withheld, net); a Failed one names its reason instead.
	 */
	public record EntitlementLine(UUID entitlementId, UUID depositAccountId, TradeProvider provider, BigDecimal quantity,
			EntitlementStatus status, @JsonUnwrapped LineCash cash, @JsonUnwrapped Entitlement.Delivery delivery,
			@Nullable String failure) {

		static EntitlementLine of(Entitlement entitlement) {
			Entitlement.Payout payout = entitlement.payout();
			BigDecimal gross = payout.grossAmount();
			BigDecimal tax = payout.taxAmount();
			BigDecimal net = gross == null ? null : Decimals.plain(gross.subtract(tax == null ? BigDecimal.ZERO : tax));
			return new EntitlementLine(entitlement.entitlementId(), entitlement.holding().depositAccountId(),
					entitlement.holding().provider(), entitlement.holding().quantity(), entitlement.status(),
					new LineCash(payout.internalAccountId(), gross, tax, net), entitlement.delivery(),
					entitlement.standing().failure());
		}

		public @Nullable BigDecimal grossAmount() {
			return cash.grossAmount();
		}

		public @Nullable BigDecimal taxAmount() {
			return cash.taxAmount();
		}

		public @Nullable BigDecimal netAmount() {
			return cash.netAmount();
		}
	}

	/** The cash an entitlement booked on the internal account: gross, tax withheld and net (paid). */
	public record LineCash(@Nullable UUID internalAccountId, @Nullable BigDecimal grossAmount,
			@Nullable BigDecimal taxAmount, @Nullable BigDecimal netAmount) {
	}

	/** The sums of the booked entitlements: gross, tax withheld, and net (paid). */
	public record StatementTotals(BigDecimal grossAmount, BigDecimal taxAmount, BigDecimal netAmount) {

		static StatementTotals of(List<EntitlementLine> lines) {
			BigDecimal gross = sum(lines.stream().map(EntitlementLine::grossAmount).toList());
			BigDecimal tax = sum(lines.stream().map(EntitlementLine::taxAmount).toList());
			return new StatementTotals(gross, tax, Decimals.plain(gross.subtract(tax)));
		}

		private static BigDecimal sum(List<@Nullable BigDecimal> amounts) {
			return Decimals.plain(amounts.stream().filter(Objects::nonNull).reduce(BigDecimal.ZERO, BigDecimal::add));
		}
	}

	/**
	 * The statement of the client record's entitlements to the action, at least one of them booked or failed: it is
	 * made when the last of them was.
	 */
	static CorporateActionStatement of(CorporateAction action, ClientId clientId, List<Entitlement> entitlements) {
		Instant made = entitlements.stream()
			.map(entitlement -> entitlement.standing().bookedDate())
			.filter(Objects::nonNull)
			.max(Comparator.naturalOrder())
			.orElseThrow(() -> new IllegalArgumentException("A statement needs a booked or failed entitlement"));
		List<EntitlementLine> lines = entitlements.stream().map(EntitlementLine::of).toList();
		return new CorporateActionStatement(ActionTerms.of(action), clientId.value(), lines, StatementTotals.of(lines),
				made);
	}
}
