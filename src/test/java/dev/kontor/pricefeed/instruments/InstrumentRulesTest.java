package dev.kontor.pricefeed.instruments;

import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;

class InstrumentRulesTest {

	private static InstrumentDefinition sap() {
		return new InstrumentDefinition("DE0007164600", null, "SAP SE", "Xetra", "Xetra", "SAP", "EUR", "Germany",
				"XETR", SecurityType.Stocks, "DEU", null, null, null, null, "XETR:SAP", null);
	}

	@Test
	void aCompleteInstrumentHasNoProblemAndDefaultsApply() {
		assertThat(InstrumentRules.check(List.of(sap())).isEmpty()).isTrue();
		assertThat(sap().provider()).isEqualTo(TradeProvider.ProviderA);
		assertThat(sap().tradeable()).isTrue();
		assertThat(sap().existsAtMasterData()).isFalse();
	}

	static Stream<Arguments> faults() {
		return Stream.of(
				Arguments.of("isinCode", (UnaryOperator<InstrumentDefinition>) i -> copy(i, "DE0007164601", "EUR",
						"DEU", "XETR")),
				Arguments.of("currency", (UnaryOperator<InstrumentDefinition>) i -> copy(i, i.isinCode(), "EURO",
						"DEU", "XETR")),
				Arguments.of("alpha3CountryCode", (UnaryOperator<InstrumentDefinition>) i -> copy(i, i.isinCode(),
						"EUR", "DE", "XETR")),
				Arguments.of("mic", (UnaryOperator<InstrumentDefinition>) i -> copy(i, i.isinCode(), "EUR", "DEU",
						"xetr")));
	}

	@ParameterizedTest
	@MethodSource("faults")
	void namesTheCodeAtFaultByItsIndex(String field, UnaryOperator<InstrumentDefinition> fault) {
		InstrumentDefinition siemens = copy(sap(), "DE0007236101", "EUR", "DEU", "XETR");
		assertThat(InstrumentRules.check(List.of(siemens, fault.apply(sap()))).errors())
			.containsOnlyKeys("[1]." + field);
	}

	@Test
	void anInstrumentNamedTwiceForOneProviderIsAProblemButNotOnTwoProviders() {
		InstrumentDefinition atB = new InstrumentDefinition("DE0007164600", TradeProvider.ProviderB, "SAP SE", null,
				null, null, null, null, null, SecurityType.Stocks, null, null, null, null, null, null, null);
		assertThat(InstrumentRules.check(List.of(sap(), atB)).isEmpty()).isTrue();
		assertThat(InstrumentRules.check(List.of(sap(), sap())).errors()).containsOnlyKeys("[1].isinCode");
	}

	private static InstrumentDefinition copy(InstrumentDefinition i, String isin, String currency, String country,
			String mic) {
		return new InstrumentDefinition(isin, i.provider(), i.name(), i.homeMarket(), i.market(), i.shortCode(),
				currency, i.country(), mic, i.type(), country, i.existsAtMasterData(), i.settlementDays(),
				i.settlementFor(), i.settlementDaysType(), i.key(), i.tradeable());
	}
}
