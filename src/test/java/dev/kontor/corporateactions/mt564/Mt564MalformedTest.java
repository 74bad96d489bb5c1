package dev.kontor.corporateactions.mt564;

import static dev.kontor.corporateactions.mt564.Mt564Samples.sample;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.shared.Isins;

/**
 * Malformed notifications: each refused as a whole, nothing returned, with exactly the problems named by the tag or
 * block they concern.
 */
class Mt564MalformedTest {

	static Stream<Arguments> malformed() {
		return Stream.of(
				refused("no :20C::CORP", without("dvca.fin", ":20C::CORP//DVCA-2026-SAP-01\n"), ":20C::CORP",
						"is missing from sequence A (GENL)"),
				refused("an id of other characters", sample("dvca.fin").replace("DVCA-2026-SAP-01", "DVCA/2026 SAP"),
						":20C::CORP",
						"must be 1 to 36 characters of A-Z, a-z, 0-9, '.', '_' and '-', not DVCA/2026 SAP"),
				refused("no :23G:", without("dvca.fin", ":23G:NEWM\n"), ":23G", "is missing from sequence A (GENL)"),
				refused("an unknown function", sample("dvca.fin").replace(":23G:NEWM", ":23G:INFO"), ":23G",
						"INFO is not a function of the message this platform processes; one of NEWM, REPL, REPE, "
								+ "RMDR, CANC, WITH"),
				refused("no :22F::CAEV", without("dvca.fin", ":22F::CAEV//DVCA\n"), ":22F::CAEV", "is missing"),
				refused("an unknown event", sample("dvca.fin").replace("CAEV//DVCA", "CAEV//DVXX"), ":22F::CAEV",
						"DVXX is not an event this platform processes; one of DVCA, DVSE, DVOP, SPLF, SPLR, BONU, "
								+ "SOFF, MRGR, TEND, MEET"),
				refused("an empty event code", sample("dvca.fin").replace("CAEV//DVCA", "CAEV//"), ":22F::CAEV",
						"An empty code is not an event this platform processes; one of DVCA, DVSE, DVOP, SPLF, SPLR, "
								+ "BONU, SOFF, MRGR, TEND, MEET"),
				refused("no :22F::CAMV", without("dvca.fin", ":22F::CAMV//MAND\n"), ":22F::CAMV", "is missing"),
				refused("an unknown choice", sample("dvca.fin").replace("CAMV//MAND", "CAMV//OPTI"), ":22F::CAMV",
						"OPTI is not a mandatory or voluntary indicator this platform processes; one of MAND, CHOS, "
								+ "VOLU"),
				refused("no :35B:", without("dvca.fin", ":35B:ISIN DE0007164600\nSAP SE\n"), ":35B",
						"is missing from sequence B (USECU)"),
				refused("an instrument without ISIN", sample("dvca.fin").replace("ISIN DE0007164600", "/DE/716460"),
						":35B", "must name the instrument by its ISIN (ISIN DE0007164600), not /DE/716460"),
				refused("an ISIN with a wrong check digit", sample("dvca.fin").replace("DE0007164600", "DE0007164601"),
						":35B", Isins.MESSAGE),
				refused("a record date of month 13", sample("dvca.fin").replace("RDTE//20260507", "RDTE//20261399"),
						":98A::RDTE", "must be a date YYYYMMDD, not 20261399"),
				refused("an ex date with hyphens", sample("dvca.fin").replace("XDTE//20260506", "XDTE//2026-05-06"),
						":98A::XDTE", "must be a date YYYYMMDD, not 2026-05-06"),
				refused("an election deadline of 31 June",
						sample("dvop.fin").replaceFirst("MKDT//20260527170000", "MKDT//20260631170000"), ":98C::MKDT",
						"must be a date YYYYMMDD, not 20260631170000"),
				refused("a gross amount with a decimal point", sample("dvca.fin").replace("EUR2,35", "EUR2.35"),
						":92F::GRSS", "must be a decimal number with a decimal comma, such as 0,5, not EUR2.35"),
				refused("a gross amount without currency", sample("dvca.fin").replace("EUR2,35", "2,35"), ":92F::GRSS",
						"must name the currency before the amount, such as EUR0,5, not 2,35"),
				refused("a gross amount in no ISO currency", sample("dvca.fin").replace("EUR2,35", "EURO2,35"),
						":92F::GRSS", "must be an ISO 4217 currency code, such as EUR"),
				refused("a cash-in-lieu price without currency", sample("soff.fin").replace("ACTU/EUR22,1", "ACTU/22,1"),
						":90B::CINL", "must name the currency before the amount, such as EUR0,5, not ACTU/22,1"),
				refused("a tax rate that is no number", sample("dvca.fin").replace("TAXR//26,375", "TAXR//26%"),
						":92A::TAXR", "must be a decimal number with a decimal comma, such as 0,5, not 26%"),
				refused("a ratio without decimal commas", sample("splf.fin").replace("NEWO//4,/1,", "NEWO//4/1"),
						":92D::NEWO", "must be a decimal number with a decimal comma, such as 0,5, not 4/1"),
				refused("a cash-in-lieu price with a decimal point",
						sample("soff.fin").replace("ACTU/EUR22,1", "ACTU/EUR22.1"), ":90B::CINL",
						"must be a decimal number with a decimal comma, such as 0,5, not ACTU/EUR22.1"),
				refused("a tax rate above 100 per cent", sample("dvca.fin").replace("TAXR//26,375", "TAXR//126,"),
						":92A::TAXR", "must be a percentage from 0 to 100 with at most 6 decimals"),
				refused("a negative gross amount", sample("dvca.fin").replace(":92F::GRSS//EUR2,35", ":92A::GRSS//N2,35"),
						":92A::GRSS", "must be greater than 0"),
				refused("a dividend without rate", without("dvca.fin", ":92F::GRSS//EUR2,35\n"), ":92A::GRSS",
						"must be given for this :22F::CAEV"),
				refused("a dividend in no currency",
						without("dvca.fin", ":92F::GRSS//EUR2,35\n", ":11A::OPTN//EUR\n")
							.replace(":92A::TAXR//26,375", ":92A::GRSS//2,35"),
						":11A::OPTN", "must be given for this :22F::CAEV"),
				refused("a split without ratio", without("splf.fin", ":92D::NEWO//4,/1,\n"), ":92D::NEWO",
						"must be given for this :22F::CAEV"),
				refused("a spin-off without the new instrument",
						sample("soff.fin").replace("ISIN DE000ENER6Y0", "ISIN DE0007236101"), ":35B",
						"the new instrument of a securities movement (E1) must be given for this :22F::CAEV"),
				Arguments.of("a reverse split without cash-in-lieu price (and so without currency)",
						without("splr.fin", ":90B::CINL//ACTU/EUR152,75\n"),
						Map.of(":90B::CINL", List.of("must be given for this :22F::CAEV"), ":11A::OPTN",
								List.of("must be given for this :22F::CAEV"))),
				refused("a payment before the record date", sample("dvca.fin").replace("PAYD//20260508", "PAYD//20260501"),
						":98A::PAYD", "must be on or after :98A::RDTE (2026-05-07)"),
				refused("a meeting without its date", without("meet.fin", ":98A::MEET//20260612\n"), ":98A::MEET",
						"must be given for this :22F::CAEV"),
				refused("two default options", sample("dvop.fin").replace(":17B::DFLT//N", ":17B::DFLT//Y"),
						":17B::DFLT", "must have exactly one default option (:17B::DFLT), not 2"),
				refused("no default option", sample("tend.fin").replace(":17B::DFLT//Y", ":17B::DFLT//N"),
						":17B::DFLT", "must have exactly one default option (:17B::DFLT), not 0"),
				refused("a default flag other than Y or N", sample("tend.fin").replace(":17B::DFLT//Y", ":17B::DFLT//J"),
						":17B::DFLT", "option block 2: must be Y or N, not J"),
				refused("option number 0", sample("dvop.fin").replace("CAON//002", "CAON//000"), ":13A::CAON",
						"option block 2: must be from 1 to 999"),
				refused("an option number used twice", sample("dvop.fin").replace("CAON//002", "CAON//001"),
						":13A::CAON", "option block 2: must differ from the other options' numbers"),
				refused("an option number of one digit", sample("dvop.fin").replace("CAON//002", "CAON//2"),
						":13A::CAON", "option block 2: must be three digits, such as 001, not 2"),
				refused("an option without number", without("tend.fin", ":13A::CAON//002\n"), ":13A::CAON",
						"option block 2: is missing"),
				refused("an unknown option type", sample("tend.fin").replace("CAOP//NOAC", "CAOP//BUYA"), ":22F::CAOP",
						"BUYA is not an option type this platform processes; one of CASH, SECU, LAPS, NOAC"),
				refused("an event with choice without election deadline",
						sample("dvca.fin").replace("CAMV//MAND", "CAMV//CHOS"), ":98A::MKDT",
						"must be given for this :22F::CAEV"),
				Arguments.of("an event with choice without options",
						sample("meet.fin").replace("CAMV//MAND", "CAMV//VOLU")
							.replace(":98A::MEET//20260612", ":98A::MEET//20260612\n:98A::MKDT//20260610"),
						Map.of(":16R:CAOPTN", List.of("must name the options of an event with choice"))),
				refused("an election deadline after the payment",
						sample("tend.fin").replace("MKDT//20261110", "MKDT//20261120"), ":98A::PAYD",
						"must be on or after :98A::MKDT (2026-11-20)"),
				refused("a sequence left open", without("dvca.fin", ":16S:CADETL\n"), ":16R:CADETL",
						"is not closed by :16S:CADETL"),
				refused("a sequence closed that is not open", sample("dvca.fin").replace(":16S:CADETL", ":16S:CAOPTN"),
						":16S:CAOPTN", "closes no open sequence CAOPTN"),
				refused("an MT565", sample("dvca.fin").replace("{2:I564", "{2:I565"), "{2:}", "is an MT565, not an MT564"),
				refused("a message without application header", sample("dvca.fin").replace("{2:I564DEUTDEFFXXXXN}", ""),
						"{2:}", "is missing: the application header names the message type, 564"),
				refused("a message without text block", sample("dvca.fin").substring(0, sample("dvca.fin").indexOf("{4:")),
						"{4:}", "is missing or empty: the text block holds the notification's fields"),
				refused("a message cut short", sample("dvca.fin").substring(0, sample("dvca.fin").indexOf(":16R:CAOPTN")),
						"{4:}", "cannot be read: Missing or invalid closing bracket in block 4"),
				refused("a basic header of the wrong length", sample("dvca.fin").replace("KONTDEFFAXXX0000000000", "KONT"),
						"{1:}", "cannot be read: block value 1:F01KONT cannot be parsed because it has an invalid "
								+ "size, expected 26 or 27 and found 9"),
				refused("an application header cut short", sample("dvca.fin").replace("{2:I564DEUTDEFFXXXXN}", "{2:I564}"),
						"{2:}", "cannot be read: expected a string value of 17 up to 23 chars and obtained a 6 chars "
								+ "string: '2:I564'"),
				refused("an application header neither input nor output", sample("dvca.fin").replace("{2:I564", "{2:X564"),
						"{2:}", "cannot be read: Expected an \"I\" or \"O\" to identify the block 2 type (direction) "
								+ "and found: X"),
				refused("a user header left open", sample("dvca.fin").replace("{108:CA26DVCA0001}}", "{108:CA26DVCA0001}"),
						"{3:}", "cannot be read: Missing or invalid closing bracket in block 3"),
				refused("text that is no FIN message", "Dividend of EUR 2,35 per SAP share", "{1:}",
						"must start every message, not Dividend of EUR 2,35..."),
				refused("nothing", " \n", "{1:}", "is missing: the text holds no SWIFT FIN message"),
				refused("text after the last block", sample("dvca.fin") + "END OF FILE", "{1:}",
						"must start every message, not END OF FILE"));
	}

	private static Arguments refused(String what, String text, String tag, String message) {
		return Arguments.of(what, text, Map.of(tag, List.of(message)));
	}

	private static String without(String sample, String... lines) {
		String text = sample(sample);
		for (String line : lines) {
			if (!text.contains(line)) {
				throw new IllegalArgumentException(sample + " holds no " + line);
			}
			text = text.replace(line, "");
		}
		return text;
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("malformed")
	void refusesTheMessageNamingTheTagAndReturnsNothing(String what, String text, Map<String, List<String>> errors) {
		assertThatThrownBy(() -> Mt564Messages.read(text)).isInstanceOfSatisfying(Mt564Malformed.class,
				malformed -> assertThat(malformed.errors()).isEqualTo(errors));
	}

	@Test
	void refusesEveryMessageOfTheTextWhenOneIsMalformedNamingItsPosition() {
		String text = sample("dvca.fin") + sample("splf.fin").replace("RDTE//20260624", "RDTE//20260631")
				+ "$" + sample("soff.fin");

		assertThatThrownBy(() -> Mt564Messages.read(text)).isInstanceOfSatisfying(Mt564Malformed.class,
				malformed -> assertThat(malformed.errors())
					.isEqualTo(Map.of(":98A::RDTE", List.of("message 2: must be a date YYYYMMDD, not 20260631"))));
	}

	@Test
	void namesTheProblemsOfEveryMalformedMessageUnderTheirTags() {
		String text = sample("dvca.fin").replace("{2:I564", "{2:I566") + "$\n"
				+ sample("dvop.fin").replace(":17B::DFLT//N", ":17B::DFLT//Y") + "$\n"
				+ sample("tend.fin").replace(":17B::DFLT//Y", ":17B::DFLT//N");

		assertThatThrownBy(() -> Mt564Messages.read(text)).isInstanceOfSatisfying(Mt564Malformed.class,
				malformed -> assertThat(malformed.errors()).isEqualTo(Map.of("{2:}",
						List.of("message 1: is an MT566, not an MT564"), ":17B::DFLT",
						List.of("message 2: must have exactly one default option (:17B::DFLT), not 2",
								"message 3: must have exactly one default option (:17B::DFLT), not 0"))));
	}

	@Test
	void refusesACancellationWhoseFieldsAreMalformed() {
		String text = sample("dvca.fin").replace(":23G:NEWM", ":23G:CANC").replace("XDTE//20260506", "XDTE//202605");

		assertThatThrownBy(() -> Mt564Messages.read(text)).isInstanceOfSatisfying(Mt564Malformed.class,
				malformed -> assertThat(malformed.errors())
					.isEqualTo(Map.of(":98A::XDTE", List.of("must be a date YYYYMMDD, not 202605"))));
	}
}
