package dev.kontor.corporateactions.mt564;

import static dev.kontor.corporateactions.mt564.Mt564Samples.sample;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.Announcement.CashTerms;
import dev.kontor.corporateactions.Announcement.ElectionOption;
import dev.kontor.corporateactions.Announcement.KeyDates;
import dev.kontor.corporateactions.Announcement.ShareTerms;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.corporateactions.OptionType;

/**
 * The sample notification of each event read into exactly the announcement it makes, alone, two in one text and with
 * the variants a sender may use (carriage returns, the output header, a plain gross rate, a cancellation).
 */
class Mt564MessagesTest {

	static Stream<Arguments> samples() {
		return Stream.of(
				Arguments.of("dvca.fin", "DVCA-2026-SAP-01", new Announcement("DE0007164600",
						CorporateActionType.CashDividend, MandatoryVoluntary.Mandatory,
						dates("20260506", "20260507", "20260508", null, null),
						new CashTerms("EUR", new BigDecimal("2.35"), new BigDecimal("26.375")), ShareTerms.NONE,
						List.of(),
						"Dividend for the financial year 2025 as resolved by the annual general meeting on 5 May 2026.")),
				Arguments.of("dvse.fin", "DVSE-2026-DTE-01", new Announcement("DE0005557508",
						CorporateActionType.StockDividend, MandatoryVoluntary.Mandatory,
						dates("20260610", "20260611", "20260615", null, null), new CashTerms("EUR", null, null),
						new ShareTerms(new BigDecimal("1"), new BigDecimal("20"), null, new BigDecimal("18.4")),
						List.of(), null)),
				Arguments.of("dvop.fin", "DVOP-2026-ALV-01", new Announcement("DE0008404005",
						CorporateActionType.DividendOption, MandatoryVoluntary.MandatoryWithChoice,
						dates("20260512", "20260513", "20260603", "20260527", null),
						new CashTerms("EUR", new BigDecimal("15.4"), null),
						new ShareTerms(new BigDecimal("1"), new BigDecimal("25"), null, new BigDecimal("385")),
						List.of(new ElectionOption(1, OptionType.Cash, true),
								new ElectionOption(2, OptionType.Securities, false)),
						"Scrip dividend: cash unless shares are elected.")),
				Arguments.of("splf.fin", "SPLF-2026-AAPL-01", new Announcement("US0378331005",
						CorporateActionType.Split, MandatoryVoluntary.Mandatory,
						dates("20260623", "20260624", "20260625", null, null), CashTerms.NONE,
						new ShareTerms(new BigDecimal("4"), new BigDecimal("1"), null, null), List.of(), null)),
				Arguments.of("splr.fin", "SPLR-2026-CBK-01", new Announcement("DE000CBK1001",
						CorporateActionType.ReverseSplit, MandatoryVoluntary.Mandatory,
						dates("20260701", "20260702", "20260703", null, null), new CashTerms("EUR", null, null),
						new ShareTerms(new BigDecimal("1"), new BigDecimal("10"), null, new BigDecimal("152.75")),
						List.of(), null)),
				Arguments.of("bonu.fin", "BONU-2026-BAS-01", new Announcement("DE000BASF111",
						CorporateActionType.BonusIssue, MandatoryVoluntary.Mandatory,
						dates("20260715", "20260716", "20260717", null, null), new CashTerms("EUR", null, null),
						new ShareTerms(new BigDecimal("1"), new BigDecimal("5"), null, new BigDecimal("46.3")),
						List.of(), null)),
				Arguments.of("soff.fin", "SOFF-2026-SIE-01", new Announcement("DE0007236101",
						CorporateActionType.SpinOff, MandatoryVoluntary.Mandatory,
						dates("20260928", "20260929", "20260930", null, null), new CashTerms("EUR", null, null),
						new ShareTerms(new BigDecimal("1"), new BigDecimal("2"), "DE000ENER6Y0",
								new BigDecimal("22.1")),
						List.of(), "One Siemens Energy share for every two Siemens shares held.")),
				Arguments.of("mrgr.fin", "MRGR-2026-1COV-01", new Announcement("DE0006062144",
						CorporateActionType.Merger, MandatoryVoluntary.MandatoryWithChoice,
						dates("20261019", "20261020", "20261026", "20261023", null),
						new CashTerms("EUR", null, null),
						new ShareTerms(new BigDecimal("3"), new BigDecimal("2"), "DE000A1EWWW0",
								new BigDecimal("41.2")),
						List.of(new ElectionOption(1, OptionType.Securities, true),
								new ElectionOption(2, OptionType.Cash, false)),
						null)),
				Arguments.of("tend.fin", "TEND-2026-DBK-01", new Announcement("DE0005140008",
						CorporateActionType.TenderOffer, MandatoryVoluntary.Voluntary,
						dates(null, "20261105", "20261113", "20261110", null),
						new CashTerms("EUR", new BigDecimal("19.5"), null), ShareTerms.NONE,
						List.of(new ElectionOption(1, OptionType.Cash, false),
								new ElectionOption(2, OptionType.NoAction, true)),
						"Public buy-back offer of up to 5 per cent of the share capital.")),
				Arguments.of("meet.fin", "MEET-2026-MBG-01", new Announcement("DE0007100000",
						CorporateActionType.GeneralMeeting, MandatoryVoluntary.Mandatory,
						dates(null, "20260605", null, null, "20260612"), CashTerms.NONE, ShareTerms.NONE, List.of(),
						"Annual general meeting in Berlin, 10:00 CEST. Agenda: dividend, discharge, auditor.")));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("samples")
	void readsTheSampleOfEachEventIntoItsAnnouncement(String file, String id, Announcement expected) {
		List<Mt564Announcement> read = Mt564Messages.read(sample(file));

		assertThat(read).containsExactly(new Mt564Announcement(new CorporateActionId(id), false, expected));
	}

	@ParameterizedTest
	@ValueSource(strings = { "", "\n", "\r\n\r\n", "$", "\n$\n" })
	void readsTwoMessagesWhateverSeparatesThem(String separator) {
		List<Mt564Announcement> read = Mt564Messages.read(sample("dvca.fin").strip() + separator + sample("soff.fin"));

		assertThat(read).extracting(announcement -> announcement.id().value())
			.containsExactly("DVCA-2026-SAP-01", "SOFF-2026-SIE-01");
	}

	@Test
	void readsTheFileOfTwoMessagesTheSecondCancellingAnotherAction() {
		List<Mt564Announcement> read = Mt564Messages.read(sample("two-messages.fin"));

		assertThat(read).extracting(Mt564Announcement::id, Mt564Announcement::cancels)
			.containsExactly(org.assertj.core.groups.Tuple.tuple(new CorporateActionId("DVCA-2026-BMW-01"), false),
					org.assertj.core.groups.Tuple.tuple(new CorporateActionId("SPLF-2026-AAPL-00"), true));
		assertThat(read.get(1).announcement().eventType()).isEqualTo(CorporateActionType.Split);
	}

	@Test
	void readsLinesEndingInCarriageReturnAndLineFeedAsSwiftSendsThem() {
		List<Mt564Announcement> read = Mt564Messages.read(sample("dvop.fin").replace("\n", "\r\n"));

		assertThat(read).singleElement()
			.satisfies(announcement -> assertThat(announcement.announcement().description())
				.isEqualTo("Scrip dividend: cash unless shares are elected."));
	}

	@Test
	void readsACancellationAsFarAsItGoesWithoutTheRulesOfAnAnnouncement() {
		String cancellation = sample("dvca.fin").replace(":23G:NEWM", ":23G:CANC")
			.replace(":98A::RDTE//20260507\n", "");

		Mt564Announcement read = Mt564Messages.read(cancellation).getFirst();

		assertThat(read.cancels()).isTrue();
		assertThat(read.announcement().dates().recordDate()).isNull();
	}

	@Test
	void takesAWithdrawnEventAsACancellation() {
		assertThat(Mt564Messages.read(sample("splf.fin").replace(":23G:NEWM", ":23G:WITH")).getFirst().cancels())
			.isTrue();
	}

	@Test
	void takesAReplacementAsAnAnnouncement() {
		assertThat(Mt564Messages.read(sample("mrgr.fin")).getFirst().cancels()).isFalse();
	}

	@Test
	void readsTheGrossRateAsAPlainRateWhenTheCurrencyComesFromTheOption() {
		String text = sample("dvca.fin").replace(":92F::GRSS//EUR2,35", ":92A::GRSS//2,35");

		CashTerms cash = Mt564Messages.read(text).getFirst().announcement().cash();

		assertThat(cash).isEqualTo(new CashTerms("EUR", new BigDecimal("2.35"), new BigDecimal("26.375")));
	}

	@Test
	void readsAMessageReceivedFromTheNetworkWithItsOutputHeader() {
		String text = sample("splf.fin")
			.replace("{2:I564CITIUS33XXXXN}", "{2:O5641512260415CITIUS33AXXX12345678902604151512N}");

		assertThat(Mt564Messages.read(text)).hasSize(1);
	}

	private static KeyDates dates(@Nullable String exDate, @Nullable String recordDate, @Nullable String paymentDate,
			@Nullable String electionDeadline, @Nullable String meetingDate) {
		return new KeyDates(day(exDate), day(recordDate), day(paymentDate), day(electionDeadline), day(meetingDate));
	}

	private static @Nullable LocalDate day(@Nullable String yyyymmdd) {
		return yyyymmdd == null ? null : LocalDate.parse(yyyymmdd, java.time.format.DateTimeFormatter.BASIC_ISO_DATE);
	}
}
