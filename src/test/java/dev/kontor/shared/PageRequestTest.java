package dev.kontor.shared;

import java.util.List;
import java.util.function.LongSupplier;

import org.junit.jupiter.api.Test;

import dev.kontor.shared.paging.PageRequest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PageRequestTest {

	@Test
	void defaultsToFirstPageOfHundred() {
		PageRequest page = PageRequest.of(null, null, 1000);

		assertThat(page.pageNumber()).isEqualTo(1);
		assertThat(page.recordsPerPage()).isEqualTo(100);
		assertThat(page.offset()).isZero();
	}

	@Test
	void capsRecordsPerPage() {
		assertThat(PageRequest.of(1, Integer.MAX_VALUE, 1000).recordsPerPage()).isEqualTo(1000);
	}

	@Test
	void offsetOfTheLastPossiblePageDoesNotOverflow() {
		assertThat(PageRequest.of(Integer.MAX_VALUE, 1000, 1000).offset()).isEqualTo((Integer.MAX_VALUE - 1L) * 1000);
	}

	@Test
	void refusesPageNumberAndSizeBelowOne() {
		assertThatThrownBy(() -> PageRequest.of(0, 10, 1000)).isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> PageRequest.of(1, 0, 1000)).isInstanceOf(InvalidInput.class);
	}

	@Test
	void knowsTheLastPage() {
		assertThat(PageRequest.of(2, 10, 1000).isLastPage(20)).isTrue();
		assertThat(PageRequest.of(1, 10, 1000).isLastPage(11)).isFalse();
		assertThat(PageRequest.of(1, 10, 1000).isLastPage(0)).isTrue();
	}

	@Test
	void countsOnlyWhenThePageDoesNotTellTheTotal() {
		LongSupplier counted = () -> 99;
		LongSupplier mustNotCount = () -> {
			throw new AssertionError("counted although the page tells the total");
		};

		assertThat(PageRequest.of(1, 10, 1000).totalRecordCount(List.of(1, 2, 3), mustNotCount)).isEqualTo(3);
		assertThat(PageRequest.of(1, 10, 1000).totalRecordCount(List.of(), mustNotCount)).isZero();
		assertThat(PageRequest.of(3, 10, 1000).totalRecordCount(List.of(1), mustNotCount)).isEqualTo(21);
		assertThat(PageRequest.of(1, 3, 1000).totalRecordCount(List.of(1, 2, 3), counted)).as("a full page")
			.isEqualTo(99);
		assertThat(PageRequest.of(5, 10, 1000).totalRecordCount(List.of(), counted)).as("empty past the end")
			.isEqualTo(99);
	}
}
