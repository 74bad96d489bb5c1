package dev.kontor.masterdata.reference.read;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NameSearchTest {

	@Test
	void aSingleCommonWordWalksTheNamesAndTakesItsStoredTotal() {
		NameSearch search = NameSearch.of(List.of("in"), Map.of("in", 52_000L));

		assertThat(search.walksNames()).isTrue();
		assertThat(search.commonTotal()).isEqualTo(52_000L);
	}

	@Test
	void aSingleRareWordReadsItsTokenRange() {
		NameSearch search = NameSearch.of(List.of("quokka"), Map.of());

		assertThat(search.walksNames()).isFalse();
		assertThat(search.driving()).isEqualTo("quokka");
		assertThat(search.others()).isEmpty();
	}

	@Test
	void severalWordsAreDrivenByTheLongestRareOne() {
		NameSearch search = NameSearch.of(List.of("in", "deut", "deutsche", "b"), Map.of("in", 52_000L, "b", 9_000L));

		assertThat(search.walksNames()).isFalse();
		assertThat(search.driving()).isEqualTo("deutsche");
		assertThat(search.others()).containsExactly("in", "deut", "b");
	}

	@Test
	void severalCommonWordsAreDrivenByTheOneWithFewestMatches() {
		NameSearch search = NameSearch.of(List.of("in", "et", "se"), Map.of("in", 52_000L, "et", 40_000L,
				"se", 31_000L));

		assertThat(search.walksNames()).isFalse();
		assertThat(search.driving()).isEqualTo("se");
	}
}
