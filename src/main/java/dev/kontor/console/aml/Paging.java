package dev.kontor.console.aml;

import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import org.springframework.ui.Model;

import dev.kontor.shared.paging.PageRequest;

/**
 * A console list's page (public: the pages read it): 50 rows each, numbered from 1; a page number below 1 or missing
 * is the first page.
 */
public record Paging(int number) {

	static final int ROWS = 50;

	private static Paging of(@Nullable Integer page) {
		return new Paging(page == null || page < 1 ? 1 : page);
	}

	/** Puts the page {@code page} of a list into the model: its rows, as {@code rows} reads them, and the paging. */
	static void addTo(Model model, @Nullable Integer page, String attribute, Function<PageRequest, ?> rows) {
		Paging paging = of(page);
		model.addAttribute(attribute, rows.apply(paging.request()));
		model.addAttribute("paging", paging);
	}

	PageRequest request() {
		return new PageRequest(number, ROWS);
	}

	/** Whether a page of this many rows may be followed by another. */
	public boolean hasNext(int rows) {
		return rows == ROWS;
	}
}
