package dev.kontor.console.backoffice;

import java.util.List;
import java.util.function.BiFunction;

import org.jspecify.annotations.Nullable;

import org.springframework.ui.Model;

/**
 * A page of a back-office list (public: the pages read it): 50 rows, numbered from 1 (a number below 1 or missing is
 * the first page), read with one row more than shown to tell whether a next page exists.
 */
public record Rows(int number, boolean hasNext) {

	static final int PER_PAGE = 50;

	/** The furthest page: the readers cap the offset, so no page past it is offered. */
	static final int LAST = 200;

	/**
	 * Puts the page {@code page} of a list into the model as {@code attribute}, its rows read by {@code read} from an
	 * offset and for a limit, and the page as {@code rows}.
	 */
	static <T> void addTo(Model model, @Nullable Integer page, String attribute,
			BiFunction<Integer, Integer, List<T>> read) {
		int number = page == null || page < 1 ? 1 : Math.min(page, LAST);
		List<T> fetched = read.apply((number - 1) * PER_PAGE, PER_PAGE + 1);
		boolean hasNext = fetched.size() > PER_PAGE && number < LAST;
		model.addAttribute(attribute, hasNext ? fetched.subList(0, PER_PAGE) : fetched);
		model.addAttribute("rows", new Rows(number, hasNext));
	}

	/**
	 * As {@link #addTo}, for a list read by page number and rows per page: a full page may be followed by another.
	 */
	static <T> void addPageTo(Model model, @Nullable Integer page, String attribute,
			BiFunction<Integer, Integer, List<T>> readPage) {
		int number = page == null || page < 1 ? 1 : Math.min(page, LAST);
		List<T> fetched = readPage.apply(number, PER_PAGE);
		model.addAttribute(attribute, fetched);
		model.addAttribute("rows", new Rows(number, fetched.size() == PER_PAGE && number < LAST));
	}
}
