package dev.kontor.console.aml;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.paging.PageRequest;

/**
 * A console list's page (public: the pages read it): 50 rows each, numbered from 1; a page number below 1 or missing
 * is the first page.
 */
public record Paging(int number) {

	static final int ROWS = 50;

	static Paging of(@Nullable Integer page) {
		return new Paging(page == null || page < 1 ? 1 : page);
	}

	PageRequest request() {
		return new PageRequest(number, ROWS);
	}

	/** Whether a page of this many rows may be followed by another. */
	public boolean hasNext(int rows) {
		return rows == ROWS;
	}
}
