package dev.kontor.corporateactions.statements;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.AnnouncementSource;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.EntitlementStatus;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.pdf.Letterhead;
import dev.kontor.shared.pdf.StatementPdf;
import dev.kontor.testing.PdfText;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** What a statement adds up: each line's net amount, the totals of the booked lines, and when it was made. */
class CorporateActionStatementTest {

	private static final Instant FIRST = Instant.parse("2026-11-29T06:00:00.123Z");

	private static final Instant LAST = Instant.parse("2026-11-29T06:00:01.456Z");

	private static final ClientId CLIENT = new ClientId(UUID.randomUUID());

	private static final CorporateAction DIVIDEND = new CorporateAction(new CorporateActionId("CA-1"),
			new Announcement("DE0007164600", CorporateActionType.CashDividend, MandatoryVoluntary.Mandatory,
					new Announcement.KeyDates(LocalDate.of(2026, 11, 26), LocalDate.of(2026, 11, 27),
							LocalDate.of(2026, 11, 29), null, null),
					new Announcement.CashTerms("EUR", new BigDecimal("0.5000"), new BigDecimal("26.375")),
					Announcement.ShareTerms.NONE, List.of(), null),
			CorporateActionStatus.Processed, AnnouncementSource.Api, FIRST, FIRST);

	@Test
	void totalsAddUpTheBookedLinesAndTheStatementIsMadeWithTheLastBooking() {
		UUID cash = UUID.randomUUID();
		CorporateActionStatement statement = CorporateActionStatement.of(DIVIDEND, CLIENT,
				List.of(booked("33", cash, "16.5", "4.35", FIRST), booked("10", cash, "5", "1.32", LAST),
						failed("8", LAST)));

		assertThat(statement.entitlements()).extracting(CorporateActionStatement.EntitlementLine::netAmount)
			.containsExactly(new BigDecimal("12.15"), new BigDecimal("3.68"), null);
		assertThat(statement.totals()).isEqualTo(new CorporateActionStatement.StatementTotals(new BigDecimal("21.5"),
				new BigDecimal("5.67"), new BigDecimal("15.83")));
		assertThat(statement.createdDate()).isEqualTo(LAST);
		assertThat(statement.clientId()).isEqualTo(CLIENT.value());
		assertThat(statement.action().grossAmountPerShare()).isEqualTo(new BigDecimal("0.5"));
		assertThat(statement.action().withholdingTaxRate()).isEqualTo(new BigDecimal("26.375"));
	}

	@Test
	void aStatementOfFailedEntitlementsOnlyTotalsZero() {
		CorporateActionStatement statement = CorporateActionStatement.of(DIVIDEND, CLIENT, List.of(failed("8", LAST)));

		assertThat(statement.totals()).isEqualTo(new CorporateActionStatement.StatementTotals(BigDecimal.ZERO,
				BigDecimal.ZERO, BigDecimal.ZERO));
		assertThat(statement.entitlements().getFirst().failure()).isEqualTo("no account");
	}

	@Test
	void needsAnEntitlementBookedOrFailed() {
		assertThatIllegalArgumentException().isThrownBy(() -> CorporateActionStatement.of(DIVIDEND, CLIENT,
				List.of(entitlement("5", EntitlementStatus.Pending, Entitlement.Payout.NONE, null, null))));
	}

	@Test
	void thePdfShowsEveryLineAndTheTotals() {
		UUID cash = UUID.randomUUID();
		CorporateActionStatement statement = CorporateActionStatement.of(DIVIDEND, CLIENT,
				List.of(booked("33", cash, "16.5", "4.35", FIRST), booked("10", cash, "5", "1.32", LAST)));

		List<String> lines = PdfText.lines(render(statement, Map.of(cash, "1000000016")));

		assertThat(lines).contains("Amount per share 0.50 EUR", "Withholding tax rate 26.375 %",
				"Gross amount 21.50 EUR", "Tax withheld 5.67 EUR", "Net amount 15.83 EUR",
				"Paid to internal account 1000000016", "Statement date 29 Nov 2026", "Event Cash dividend");
		assertThat(lines).anyMatch(line -> line.endsWith("Provider A 33 Booked 16.50 4.35 12.15"));
		assertThat(lines).anyMatch(line -> line.endsWith("Provider A 10 Booked 5.00 1.32 3.68"));
		assertThat(lines).noneMatch(line -> line.startsWith("Description"));
	}

	@Test
	void aMergersPdfShowsItsTermsAndTheSharesDelivered() {
		CorporateAction merger = new CorporateAction(new CorporateActionId("CA-2"),
				new Announcement("DE0007164600", CorporateActionType.Merger, MandatoryVoluntary.Mandatory,
						DIVIDEND.announcement().dates(), new Announcement.CashTerms("EUR", null, null),
						new Announcement.ShareTerms(BigDecimal.ONE, new BigDecimal("2.000"), "DE0007236101",
								new BigDecimal("21")),
						List.of(), null),
				CorporateActionStatus.Processed, AnnouncementSource.Api, FIRST, FIRST);
		UUID deposit = UUID.randomUUID();
		Entitlement merged = new Entitlement(UUID.randomUUID(), merger.corporateActionId(),
				new Entitlement.Holding(CLIENT.value(), deposit, TradeProvider.ProviderA, new BigDecimal("33")),
				new Entitlement.Standing(EntitlementStatus.Booked, null, LAST),
				new Entitlement.Payout(UUID.randomUUID(), "EUR", new BigDecimal("10.5"), BigDecimal.ZERO),
				new Entitlement.Delivery("DE0007236101", new BigDecimal("16")), FIRST);

		CorporateActionStatement statement = CorporateActionStatement.of(merger, CLIENT, List.of(merged));
		List<String> lines = PdfText.lines(render(statement, Map.of(deposit, "1000000024")));

		assertThat(statement.action().shares().ratioOld()).isEqualTo(new BigDecimal("2"));
		assertThat(lines).contains("Event Merger", "Ratio 1 new for 2 held", "New instrument Siemens AG (DE0007236101)",
				"Cash in lieu price 21.00 EUR", "Securities delivered", "Deposit account 1000000024",
				"16 of Siemens AG (DE0007236101)", "Gross amount 10.50 EUR");
		assertThat(String.join("\n", lines)).doesNotContain(deposit.toString());
	}

	private static byte[] render(CorporateActionStatement statement, Map<UUID, String> accountNumbers) {
		return CorporateActionStatementPdf.render(new StatementPdf(Letterhead.neutral("Test Bank"), "Test"), statement,
				new CorporateActionStatementPdf.Names(accountNumbers, Map.of("DE0007236101", "Siemens AG")));
	}

	private static Entitlement booked(String quantity, UUID cash, String gross, String tax, Instant at) {
		return entitlement(quantity, EntitlementStatus.Booked,
				new Entitlement.Payout(cash, "EUR", new BigDecimal(gross), new BigDecimal(tax)), null, at);
	}

	private static Entitlement failed(String quantity, Instant at) {
		return entitlement(quantity, EntitlementStatus.Failed, Entitlement.Payout.NONE, "no account", at);
	}

	private static Entitlement entitlement(String quantity, EntitlementStatus status, Entitlement.Payout payout,
			@Nullable String failure, @Nullable Instant bookedDate) {
		return new Entitlement(UUID.randomUUID(), DIVIDEND.corporateActionId(), new Entitlement.Holding(
				CLIENT.value(), UUID.randomUUID(), TradeProvider.ProviderA, new BigDecimal(quantity)),
				new Entitlement.Standing(status, failure, bookedDate), payout, Entitlement.Delivery.NONE, FIRST);
	}
}
