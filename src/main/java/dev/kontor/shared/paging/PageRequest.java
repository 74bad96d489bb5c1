package dev.kontor.shared.paging;

import java.util.List;
import java.util.function.LongSupplier;

import dev.kontor.shared.InvalidInput;

/**
 * A page asked for by {@code pageNumber} (1-based) and {@code recordsPerPage}. The documents allow up to
 * 2147483647 records per page; the platform serves at most {@code maxRecordsPerPage} and says so in the answer.
 */
public record PageRequest(int pageNumber, int recordsPerPage) {

	public static final int DEFAULT_RECORDS_PER_PAGE = 100;

	public PageRequest {
		if (pageNumber < 1) {
			throw new InvalidInput("pageNumber", "must be between 1 and 2147483647");
		}
		if (recordsPerPage < 1) {
			throw new InvalidInput("recordsPerPage", "must be between 1 and 2147483647");
		}
	}

	public static PageRequest of(Integer pageNumber, Integer recordsPerPage, int maxRecordsPerPage) {
		int page = pageNumber == null ? 1 : pageNumber;
		int size = recordsPerPage == null ? DEFAULT_RECORDS_PER_PAGE : recordsPerPage;
		PageRequest asked = new PageRequest(page, size);
		return new PageRequest(page, Math.min(asked.recordsPerPage(), maxRecordsPerPage));
	}

	public long offset() {
		return (long) (pageNumber - 1) * recordsPerPage;
	}

	/**
	 * The number of records of all pages, counted only when this page does not tell: a page shorter than asked
	 * for, unless it is empty past the first, is the last one, and the total is the records before it and on it.
	 */
	public long totalRecordCount(List<?> pageRecords, LongSupplier count) {
		boolean lastPage = pageRecords.size() < recordsPerPage && (!pageRecords.isEmpty() || pageNumber == 1);
		return lastPage ? offset() + pageRecords.size() : count.getAsLong();
	}

	public boolean isLastPage(long totalRecordCount) {
		return offset() + recordsPerPage >= totalRecordCount;
	}
}
