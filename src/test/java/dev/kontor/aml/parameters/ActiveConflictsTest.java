package dev.kontor.aml.parameters;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.OccupationGroup;
import dev.kontor.shared.ChangeTrail;

import dev.kontor.shared.Decimals;

import static dev.kontor.aml.parameters.ParameterFamily.AggregateTransactionCount;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerCashBalance;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerOccupationGroup;
import static dev.kontor.aml.parameters.ParameterFamily.CustomerSector;
import static dev.kontor.aml.parameters.ParameterFamily.IndividualTransactionAmount;
import static org.assertj.core.api.Assertions.assertThat;

/** The key and overlap rules among active records, without Spring or a database. */
class ActiveConflictsTest {

	private static final UUID TENANT = UUID.randomUUID();

	@Test
	void cashBalanceKeyIsTheRangeWithItsCurrencyWrittenWithoutTrailingZeros() {
		assertThat(record(CustomerCashBalance, true, cash("0", "1000.00", "EUR")).activeKey()).isEqualTo("EUR|0|1000");
		assertThat(record(CustomerCashBalance, true, cash("5000.5", null, "USD")).activeKey()).isEqualTo("USD|5000.5|");
	}

	@Test
	void inactiveRecordsHaveNoKeyAndConflictWithNothing() {
		ParameterRecord active = record(CustomerSector, true, sector("K64"));
		ParameterRecord inactive = record(CustomerSector, false, sector("K64"));

		assertThat(inactive.activeKey()).isNull();
		assertThat(ActiveConflicts.keyTaken(inactive, List.of(active))).isFalse();
		assertThat(ActiveConflicts.keyTaken(record(CustomerSector, true, sector("K64")), List.of(inactive))).isFalse();
	}

	@Test
	void keyIsTakenByAnotherActiveRecordOfTheFamilyOnly() {
		ParameterRecord existing = record(CustomerSector, true, sector("K64"));

		assertThat(ActiveConflicts.keyTaken(record(CustomerSector, true, sector("K64")), List.of(existing))).isTrue();
		assertThat(ActiveConflicts.keyTaken(existing, List.of(existing))).as("itself, on update").isFalse();
		assertThat(ActiveConflicts.keyTaken(record(CustomerSector, true, sector("k64")), List.of(existing)))
			.as("sector codes are compared as sent")
			.isFalse();
		ParameterRecord occupation = record(CustomerOccupationGroup, true, occupation(OccupationGroup.Other));
		assertThat(ActiveConflicts.keyTaken(occupation, List.of(existing))).isFalse();
	}

	@Test
	void cashBalanceRangesOfOneCurrencyMustNotOverlap() {
		ParameterRecord low = record(CustomerCashBalance, true, cash("0", "1000", "EUR"));
		ParameterRecord open = record(CustomerCashBalance, true, cash("5000", null, "EUR"));
		List<ParameterRecord> active = List.of(low, open);

		assertThat(ActiveConflicts.firstOverlapping(record(CustomerCashBalance, true, cash("1000", "5000", "EUR")),
				active)).isEmpty();
		assertThat(ActiveConflicts.firstOverlapping(record(CustomerCashBalance, true, cash("999", "2000", "EUR")),
				active)).contains(low);
		assertThat(ActiveConflicts.firstOverlapping(record(CustomerCashBalance, true, cash("9000", "9001", "EUR")),
				active)).contains(open);
		assertThat(ActiveConflicts.firstOverlapping(record(CustomerCashBalance, true, cash("0", "1000", "USD")),
				active)).as("another currency").isEmpty();
		assertThat(ActiveConflicts.firstOverlapping(record(CustomerCashBalance, false, cash("0", "1000", "EUR")),
				active)).as("an inactive candidate").isEmpty();
		assertThat(ActiveConflicts.firstOverlapping(low, active)).as("itself, on update").isEmpty();
	}

	@Test
	void transactionRangesOverlapOnlyWithinOneAccountUsageType() {
		ParameterRecord brokerage = record(AggregateTransactionCount, true, count(AccountUsageType.Brokerage, 0, 10));
		ParameterRecord portfolio = record(AggregateTransactionCount, true,
				count(AccountUsageType.PortfolioManagement, 5, null));
		ParameterRecord amount = record(IndividualTransactionAmount, true,
				new ParameterFields(new ParameterFields.AmountRange(BigDecimal.ZERO, null, "EUR"), NO_COUNTS,
						new ParameterFields.Codes(null, null, null, null, null, AccountUsageType.Brokerage)));

		assertThat(ActiveConflicts.firstOverlapping(portfolio, List.of(brokerage))).isEmpty();
		assertThat(ActiveConflicts.firstOverlapping(
				record(AggregateTransactionCount, true, count(AccountUsageType.Brokerage, 9, 12)), List.of(brokerage)))
			.contains(brokerage);
		assertThat(ActiveConflicts.firstOverlapping(amount, List.of(brokerage))).as("another family").isEmpty();
		assertThat(ActiveConflicts.describeRange(brokerage)).isEqualTo("[0, 10)");
		assertThat(ActiveConflicts.describeRange(portfolio)).isEqualTo("[5, open)");
	}

	@Test
	void recordsWithoutARangeNeverOverlap() {
		ParameterRecord sector = record(CustomerSector, true, sector("K64"));

		assertThat(ActiveConflicts.firstOverlapping(record(CustomerSector, true, sector("K64")), List.of(sector)))
			.isEmpty();
		assertThat(sector.rangeContains(BigDecimal.ONE)).isFalse();
	}

	private static ParameterRecord record(ParameterFamily family, boolean isActive, ParameterFields fields) {
		Instant now = Instant.now();
		UUID actor = UUID.randomUUID();
		return new ParameterRecord(UUID.randomUUID(), TENANT, family, isActive, 3, false, fields,
				ChangeTrail.startedBy(actor, now));
	}

	private static final ParameterFields.AmountRange NO_AMOUNTS = new ParameterFields.AmountRange(null, null, null);

	private static final ParameterFields.CountRange NO_COUNTS = new ParameterFields.CountRange(null, null);

	private static final ParameterFields.Codes NO_CODES = new ParameterFields.Codes(null, null, null, null, null,
			null);

	private static ParameterFields cash(String min, String max, String currency) {
		return new ParameterFields(new ParameterFields.AmountRange(Decimals.plain(new BigDecimal(min)),
				max == null ? null : Decimals.plain(new BigDecimal(max)), currency), NO_COUNTS, NO_CODES);
	}

	private static ParameterFields count(AccountUsageType usageType, int min, Integer max) {
		return new ParameterFields(NO_AMOUNTS, new ParameterFields.CountRange(min, max),
				new ParameterFields.Codes(null, null, null, null, null, usageType));
	}

	private static ParameterFields sector(String code) {
		return new ParameterFields(NO_AMOUNTS, NO_COUNTS, new ParameterFields.Codes(null, null, null, null, code, null));
	}

	private static ParameterFields occupation(OccupationGroup group) {
		return new ParameterFields(NO_AMOUNTS, NO_COUNTS, new ParameterFields.Codes(group, null, null, null, null, null));
	}
}
