package dev.kontor.masterdata.reference.read;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.kontor.masterdata.reference.read.NameSearch.WordCounts;
import dev.kontor.shared.paging.PageRequest;

import static org.assertj.core.api.Assertions.assertThat;

class NameSearchTest {

	private static final PageRequest FIRST_50 = new PageRequest(1, 50);

	@Test
	void aSingleCommonWordTakesItsStoredTotalAndWalksAtMostHalfAsManyObjectsAsItMatches() {
		NameSearch search = NameSearch.of(List.of("in"), new WordCounts(200_000, Map.of("in", 50_000L)), FIRST_50);

		assertThat(search.commonTotal()).isEqualTo(50_000L);
		assertThat(search.walkRows()).as("50 matches expected among 200 objects").isEqualTo(25_000);
	}

	@Test
	void aCommonWordWithFewerMatchesThanTheWalkWouldReadIsReadFromItsRange() {
		NameSearch search = NameSearch.of(List.of("xt"), new WordCounts(200_000, Map.of("xt", 3_000L)), FIRST_50);

		assertThat(search.commonTotal()).isEqualTo(3_000L);
		assertThat(search.walkRows()).as("3,333 objects expected to walk for 3,000 matches").isNull();
	}

	@Test
	void aPageBeyondTheMatchesIsNotWalkedFor() {
		NameSearch search = NameSearch.of(List.of("in"), new WordCounts(200_000, Map.of("in", 50_000L)),
				new PageRequest(1_001, 50));

		assertThat(search.walkRows()).isNull();
	}

	@Test
	void aSingleRareWordReadsItsTokenRange() {
		NameSearch search = NameSearch.of(List.of("quokka"), new WordCounts(200_000, Map.of()), FIRST_50);

		assertThat(search.commonTotal()).isNull();
		assertThat(search.walkRows()).isNull();
		assertThat(search.driving()).isEqualTo("quokka");
		assertThat(search.others()).isEmpty();
	}

	@Test
	void severalWordsAreDrivenByTheLongestRareOne() {
		NameSearch search = NameSearch.of(List.of("in", "deut", "deutsche", "b"),
				new WordCounts(200_000, Map.of("in", 52_000L, "b", 9_000L)), FIRST_50);

		assertThat(search.commonTotal()).isNull();
		assertThat(search.driving()).isEqualTo("deutsche");
		assertThat(search.others()).containsExactly("in", "deut", "b");
	}

	@Test
	void severalCommonWordsAreDrivenByTheOneWithFewestMatches() {
		NameSearch search = NameSearch.of(List.of("in", "et", "se"),
				new WordCounts(200_000, Map.of("in", 52_000L, "et", 40_000L, "se", 31_000L)), FIRST_50);

		assertThat(search.walkRows()).isNull();
		assertThat(search.driving()).isEqualTo("se");
	}
}
