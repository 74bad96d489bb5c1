package dev.kontor.masterdata.reference;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MasterDataNameTokensTest {

	@Test
	void splitsNamesIntoLowerCaseWordsWithoutAccents() {
		assertThat(NameTokens.of("Nestlé S.A.")).containsExactly("nestle", "s", "a");
		assertThat(NameTokens.of("Münchener Rückversicherungs-Gesellschaft AG")).containsExactly("munchener",
				"ruckversicherungs", "gesellschaft", "ag");
		assertThat(NameTokens.of("iShares Core S&P 500 UCITS ETF USD (Acc)")).containsExactly("ishares", "core", "s",
				"p", "500", "ucits", "etf", "usd", "acc");
	}

	@Test
	void keepsEachWordOnceAndNothingForPunctuation() {
		assertThat(NameTokens.of("ETF etf -- ETF")).containsExactly("etf");
		assertThat(NameTokens.of(" .,- ")).isEmpty();
	}

	@Test
	void theUpperBoundFollowsEveryTokenWithThePrefix() {
		assertThat(NameTokens.upperBound("deutsch")).isEqualTo("deutsci");
		assertThat("deutsche").isGreaterThanOrEqualTo("deutsch").isLessThan(NameTokens.upperBound("deutsch"));
		assertThat("deutsci").isGreaterThanOrEqualTo(NameTokens.upperBound("deutsch"));
	}

	@Test
	void wordsPutASpaceBeforeEachTokenSoThatALikePatternFindsWordStarts() {
		String words = NameTokens.words(List.of("apple", "inc"));

		assertThat(words).isEqualTo(" apple inc");
		assertThat(NameTokens.wordPattern("in")).isEqualTo("% in%");
		assertThat(NameTokens.words(List.of())).isEmpty();
	}
}
