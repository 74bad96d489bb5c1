package dev.kontor.pricefeed.instruments;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.kontor.pricefeed.SettlementDaysType;
import dev.kontor.pricefeed.SettlementFor;
import dev.kontor.shared.Isins;
import dev.kontor.pricefeed.rules.Mics;
import dev.kontor.pricefeed.rules.Problems;
import dev.kontor.shared.IsoCodes;

/** What the annotations of an instrument upsert cannot say: codes of the ISO standards, one entry per instrument. */
final class InstrumentRules {

	/** Settlement cycles are T+0 to T+3 in practice; a month is room enough for any market and typo-proof. */
	static final int MAX_SETTLEMENT_DAYS = 30;

	/** A new instrument without settlement settings settles two working days after trading, as EU markets do. */
	static final int DEFAULT_SETTLEMENT_DAYS = 2;

	static final SettlementFor DEFAULT_SETTLEMENT_FOR = SettlementFor.OnValueDate;

	static final SettlementDaysType DEFAULT_SETTLEMENT_DAYS_TYPE = SettlementDaysType.WorkingDays;

	private InstrumentRules() {
	}

	/** Every problem of the batch, each named by its index, such as {@code [3].currency}. */
	static Problems check(List<InstrumentDefinition> instruments) {
		Set<String> seen = new HashSet<>();
		return Problems.ofEach(instruments, (problems, prefix, instrument) -> {
			problems.validate(prefix, instrument);
			checkCodes(problems, prefix, instrument);
			if (instrument.isinCode() != null && !seen.add(instrument.provider() + "/" + instrument.isinCode())) {
				problems.add(prefix + ".isinCode", "is named twice for provider " + instrument.provider());
			}
		});
	}

	private static void checkCodes(Problems problems, String prefix, InstrumentDefinition instrument) {
		if (instrument.isinCode() != null && !Isins.isValid(instrument.isinCode())) {
			problems.add(prefix + ".isinCode", Isins.MESSAGE);
		}
		if (instrument.currency() != null && !IsoCodes.isCurrency(instrument.currency())) {
			problems.add(prefix + ".currency", "must be an ISO 4217 currency code such as EUR");
		}
		if (instrument.alpha3CountryCode() != null && !IsoCodes.isAlpha3Country(instrument.alpha3CountryCode())) {
			problems.add(prefix + ".alpha3CountryCode", "must be an ISO 3166-1 alpha-3 country code such as DEU");
		}
		if (instrument.mic() != null && !Mics.isValid(instrument.mic())) {
			problems.add(prefix + ".mic", Mics.MESSAGE);
		}
	}
}
